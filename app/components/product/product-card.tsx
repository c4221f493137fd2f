import { Link } from "@remix-run/react";
import type { ProductCardData as CardProduct } from "~/lib/catalog.server";
import { formatPrice } from "~/lib/money";
import { isInStock } from "~/lib/product-rules";

export function ProductCard({ product, headingLevel = "h3" }: { product: CardProduct; headingLevel?: "h2" | "h3" }) {
  const Heading = headingLevel;
  const outOfStock = !isInStock(product);
  return (
    <article className="group relative flex flex-col bg-white shadow-sm ring-1 ring-ink/5 transition hover:-translate-y-1 hover:shadow-xl">
      <div className="relative aspect-square overflow-hidden bg-ivory-dark">
        {product.image_url ? (
          <img
            src={product.image_url}
            alt={`Flacon du parfum ${product.name}`}
            loading="lazy"
            width={600}
            height={600}
            className="h-full w-full object-cover transition duration-700 group-hover:scale-105"
          />
        ) : null}
        {outOfStock ? (
          <span className="absolute left-3 top-3 bg-ink px-2 py-1 text-[10px] uppercase tracking-[0.2em] text-ivory">
            En rupture de stock
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col p-3 sm:p-5">
        <Heading className="font-display text-lg leading-tight sm:text-xl">
          <Link to={`/products/${product.slug}`} prefetch="intent" className="after:absolute after:inset-0 hover:text-gold-dark">
            {product.name}
          </Link>
        </Heading>
        <p className="mt-2 line-clamp-2 flex-1 text-sm text-ink/80">{product.short_description}</p>
        <p className="mt-4 flex flex-wrap items-baseline justify-between gap-1">
          <span className="text-lg font-medium tabular-nums">
            {product.price_cents != null ? formatPrice(product.price_cents) : "Bientôt disponible"}
          </span>
          {product.content ? <span className="text-xs uppercase tracking-[0.2em] text-ink/70">{product.content}</span> : null}
        </p>
      </div>
    </article>
  );
}

export function ProductGrid({
  products,
  columns = 3,
  headingLevel = "h3",
}: {
  products: CardProduct[];
  columns?: 2 | 3 | 4;
  headingLevel?: "h2" | "h3";
}) {
  const cols = {
    2: "grid-cols-2 gap-3 sm:gap-6",
    3: "grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3",
    4: "grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4",
  }[columns];
  return (
    <ul className={`grid ${cols}`}>
      {products.map((p) => (
        <li key={p.id} className="flex">
          <div className="w-full">
            <ProductCard product={p} headingLevel={headingLevel} />
          </div>
        </li>
      ))}
    </ul>
  );
}
