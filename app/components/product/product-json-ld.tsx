import { brand } from "~/lib/brand";
import { isInStock } from "~/lib/catalog/product-rules";
import { centsToEuroInput } from "~/lib/format/money";
import { parisDay } from "~/lib/format/paris-time";
import type { ProductPageData } from "~/lib/catalog/catalog.server";
import { formatName, formatParam } from "~/lib/catalog/formats";
import { publicImageUrl } from "~/lib/catalog/product-image";
import { useUploadsBase } from "~/components/product/use-uploads-base";
import { CONCENTRATIONS } from "~/lib/catalog/product-facts";
import type { ResponsiblePerson } from "~/lib/legal/identity";
import type { ProductReviews } from "~/lib/reviews/reviews.server";

/**
 * schema.org Product data, one Offer per format with a price, so search engines show price and availability, with the facts of
 * decision 089 where schema.org has a property for them; ingredients and warnings have none. The format the address shows
 * (`shownId`, the default one without `?format=`) is the first Offer, so a reader taking the first price takes the page's.
 * `aggregateRating` and `review` come only from published buyers' reviews, and only when there are some (decision 110).
 */
export function ProductJsonLd({
  product,
  shownId,
  responsible,
  reviews,
}: {
  product: ProductPageData;
  shownId: number | null;
  responsible: ResponsiblePerson;
  reviews: ProductReviews;
}) {
  const uploadsBase = useUploadsBase();
  const shown = product.formats.filter((f) => f.id === shownId);
  const json = {
    "@context": "https://schema.org",
    "@type": "Product",
    name: product.name,
    description: product.short_description,
    image: product.image_url ? publicImageUrl(product.image_url, uploadsBase) : undefined,
    brand: { "@type": "Brand", name: brand.name },
    category: CONCENTRATIONS[product.concentration],
    sku: product.reference ?? undefined,
    manufacturer: responsible.name
      ? {
          "@type": "Organization",
          name: responsible.name,
          address: responsible.address || undefined,
          email: responsible.email || undefined,
        }
      : undefined,
    offers: [...shown, ...product.formats.filter((f) => f.id !== shownId)].flatMap((f) =>
      f.price_cents == null
        ? []
        : [
            {
              "@type": "Offer",
              name: formatName(f),
              url: `/products/${product.slug}?format=${formatParam(f)}`,
              priceCurrency: "EUR",
              price: centsToEuroInput(f.price_cents),
              availability: isInStock(f) ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
              gtin13: f.ean ?? undefined,
            },
          ],
    ),
    aggregateRating: reviews.count
      ? { "@type": "AggregateRating", ratingValue: reviews.average, reviewCount: reviews.count, bestRating: 5, worstRating: 1 }
      : undefined,
    review: reviews.items.length
      ? reviews.items.map((r) => ({
          "@type": "Review",
          author: { "@type": "Person", name: r.author },
          datePublished: parisDay(new Date(r.publishedAt)),
          reviewBody: r.body,
          reviewRating: { "@type": "Rating", ratingValue: r.rating, bestRating: 5, worstRating: 1 },
        }))
      : undefined,
  };
  return (
    <script
      type="application/ld+json"
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: JSON.stringify(json).replace(/</g, "\\u003c") }}
    />
  );
}
