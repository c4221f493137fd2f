import { PrefetchPageLinks } from "@remix-run/react";
import { useRef } from "react";
import type { ProductCardData as CardProduct } from "~/lib/catalog/catalog.server";
import { fromPriceText, sizeText } from "~/lib/catalog/formats";
import { formatPrice, pricePer100MlText } from "~/lib/format/money";
import { type Lang, localeLink } from "~/lib/i18n/lang";
import { useLang } from "~/lib/i18n/use-text";
import { ProductImage } from "./product-image";
import { hasMatch, Highlighted } from "../search/highlighted";
import { useIntendedLink, useLinksInPlace } from "../ui/use-links-in-place";

/** A search result's name and notes with the matched words marked. */
export type CardHighlight = { name: string; notes: string };

/** How wide a card's image shows in each grid, for the browser to pick the smallest file. */
const CARD_SIZES = {
  2: "(min-width: 896px) 440px, 50vw",
  3: "(min-width: 1024px) 33vw, 50vw",
  4: "(min-width: 1024px) 25vw, 50vw",
} as const;
type Columns = keyof typeof CARD_SIZES;

function ProductCard({
  product,
  headingLevel = "h3",
  columns = 3,
  highlight,
  discover,
  priority,
  lang,
}: {
  lang: Lang;
  product: CardProduct;
  headingLevel?: "h2" | "h3";
  columns?: Columns;
  highlight?: CardHighlight;
  discover: "render" | "none";
  priority: boolean;
}) {
  const Heading = headingLevel;
  const outOfStock = product.in_stock_count === 0;
  // The default format's size, shown when it is the only format.
  const size = sizeText({ volume_ml: product.default_volume_ml, label: product.default_label });
  const link = localeLink(lang, `/products/${product.slug}`);
  return (
    <article className="card group">
      <div className="card-media">
        {product.image_url ? (
          <ProductImage
            url={product.image_url}
            alt={`Flacon du parfum ${product.name}`}
            sizes={CARD_SIZES[columns]}
            maxWidth={640}
            priority={priority}
          />
        ) : null}
        {outOfStock ? (
          <span className="absolute left-3 top-3 bg-ink px-2 py-1 text-[10px] uppercase tracking-[0.2em] text-ivory">
            En rupture de stock
          </span>
        ) : null}
      </div>
      <div className="card-body">
        <Heading>
          <a href={link.to} hrefLang={link.hrefLang} data-discover={discover === "render" ? "true" : undefined}>
            {highlight ? <Highlighted text={highlight.name} /> : product.name}
          </a>
        </Heading>
        {highlight && hasMatch(highlight.notes) ? (
          <p className="mt-2 text-sm text-ink/80">
            Notes : <Highlighted text={highlight.notes} />
          </p>
        ) : null}
        <p className="card-desc">{product.short_description}</p>
        <p className="card-foot">
          <span className="card-price">
            {fromPriceText(product.from_price_cents, product.price_count, formatPrice) ?? "Bientôt disponible"}
            {product.from_price_cents != null && product.from_volume_ml ? (
              <span className="card-unit">
                {pricePer100MlText(product.from_price_cents, product.from_volume_ml)}
              </span>
            ) : null}
          </span>
          {product.format_count > 1 ? (
            <span className="card-tag">{product.format_count} formats</span>
          ) : size ? (
            <span className="card-tag">{size}</span>
          ) : null}
        </p>
      </div>
    </article>
  );
}

export function ProductGrid({
  products,
  columns = 3,
  headingLevel = "h3",
  highlights,
  leading = false,
}: {
  products: CardProduct[];
  columns?: Columns;
  headingLevel?: "h2" | "h3";
  highlights?: Record<number, CardHighlight>;
  /** The page opens with this grid: its first image is the page's largest paint, fetched at once, not lazily. */
  leading?: boolean;
}) {
  const cols = {
    2: "grid-cols-2 gap-3 sm:gap-6",
    // Two cards a row on a phone, as a perfume house's window shows them (issue 45).
    3: "grid-cols-2 gap-3 sm:gap-6 lg:grid-cols-3",
    4: "grid-cols-2 gap-3 sm:gap-6 lg:grid-cols-4",
  }[columns];
  // Plain links followed in place, the product page prefetched for the one a shopper points at
  // (what a <Link prefetch="intent"> per card did, decision 135).
  const grid = useRef<HTMLUListElement>(null);
  useLinksInPlace(grid, { preventScrollReset: false });
  const intended = useIntendedLink(grid);
  const lang = useLang();
  return (
    <>
      <ul ref={grid} className={`grid ${cols}`}>
        {products.map((p, i) => (
          <li key={p.id} className="flex">
            {/* Every card links to the one product route: the first card's link makes Remix learn it
                (data-discover); the others need not say so again. */}
            <ProductCard product={p} headingLevel={headingLevel} columns={columns} highlight={highlights?.[p.id]} discover={i === 0 ? "render" : "none"} priority={leading && i === 0} lang={lang} />
          </li>
        ))}
      </ul>
      {intended ? <PrefetchPageLinks page={intended} /> : null}
    </>
  );
}
