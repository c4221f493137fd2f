import { useFetcher, useLocation } from "@remix-run/react";
import type { ReactNode } from "react";

/**
 * One small cart form posting to the cart action. It is a real form (works without JS) and,
 * with JS, a fetcher so each control shows its own pending state.
 */
export function CartForm({
  intent,
  productId,
  children,
  className,
}: {
  intent: string;
  productId?: number;
  children: (pending: boolean) => ReactNode;
  className?: string;
}) {
  const fetcher = useFetcher({ key: `cart-${intent}-${productId ?? ""}` });
  const location = useLocation();
  return (
    <fetcher.Form method="post" action="/cart" preventScrollReset className={className}>
      <input type="hidden" name="intent" value={intent} />
      {productId ? <input type="hidden" name="productId" value={productId} /> : null}
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
      {children(fetcher.state !== "idle")}
    </fetcher.Form>
  );
}
