import { brand } from "~/lib/brand";
import { isInStock } from "~/lib/catalog/product-rules";
import { centsToEuroInput } from "~/lib/format/money";
import { useNonce } from "~/lib/platform/nonce";
import type { ProductPageData } from "~/lib/catalog/catalog.server";

/** schema.org Product data so search engines show price and availability. */
export function ProductJsonLd({ product }: { product: ProductPageData }) {
  const nonce = useNonce();
  const json = {
    "@context": "https://schema.org",
    "@type": "Product",
    name: product.name,
    description: product.short_description,
    image: product.image_url ?? undefined,
    brand: { "@type": "Brand", name: brand.name },
    offers:
      product.price_cents != null
        ? {
            "@type": "Offer",
            priceCurrency: "EUR",
            price: centsToEuroInput(product.price_cents),
            availability:
              isInStock(product)
                ? "https://schema.org/InStock"
                : "https://schema.org/OutOfStock",
          }
        : undefined,
  };
  return (
    <script
      type="application/ld+json"
      nonce={nonce}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: JSON.stringify(json).replace(/</g, "\\u003c") }}
    />
  );
}
