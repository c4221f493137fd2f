import { useFetcher, useLocation } from "@remix-run/react";
import type { ReactNode } from "react";
import { langOf, localePath } from "~/lib/i18n/lang";

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
  extra,
}: {
  intent: string;
  productId?: number;
  formatId?: number;
  /** More hidden fields (a gift card line's index). */
  extra?: Record<string, string>;
  children: (pending: boolean) => ReactNode;
  className?: string;
}) {
  const fetcher = useFetcher({ key: `cart-${intent}-${productId ?? ""}-${formatId ?? ""}-${Object.values(extra ?? {}).join("-")}` });
  const location = useLocation();
  return (
    <fetcher.Form method="post" action={localePath(langOf(location.pathname), "/cart")} preventScrollReset className={className}>
      <input type="hidden" name="intent" value={intent} />
      {productId ? <input type="hidden" name="productId" value={productId} /> : null}
      {formatId ? <input type="hidden" name="formatId" value={formatId} /> : null}
      {Object.entries(extra ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
      {children(fetcher.state !== "idle")}
    </fetcher.Form>
  );
}
