import { useFetcher, useLocation } from "@remix-run/react";
import type { ReactNode } from "react";

/**
 * One small cart form posting to the cart action. It is a real form (works without JS) and,
 * with JS, a fetcher so each control shows its own pending state.
 */
export function CartForm({
  intent,
  productId,
  formatId,
  children,
  className,
}: {
  intent: string;
  productId?: number;
  formatId?: number;
  children: (pending: boolean) => ReactNode;
  className?: string;
}) {
  const fetcher = useFetcher({ key: `cart-${intent}-${productId ?? ""}-${formatId ?? ""}` });
  const location = useLocation();
  return (
    <fetcher.Form method="post" action="/cart" preventScrollReset className={className}>
      <input type="hidden" name="intent" value={intent} />
      {productId ? <input type="hidden" name="productId" value={productId} /> : null}
      {formatId ? <input type="hidden" name="formatId" value={formatId} /> : null}
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
      {children(fetcher.state !== "idle")}
    </fetcher.Form>
  );
}
