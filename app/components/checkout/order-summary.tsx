import { amountRows, type OrderAmounts, type TotalRow } from "~/lib/orders/amount-rows";

/** The rows the browser tests read by their test id. */
const TEST_IDS: Partial<Record<TotalRow["key"], string>> = {
  wrap: "order-gift-wrap",
  samples: "order-samples",
  shipping: "order-shipping",
  total: "order-total",
  vat: "order-vat",
};

const ROW_STYLE: Partial<Record<TotalRow["key"], string>> = {
  discount: "text-gold-dark",
  total: "border-t border-ink/10 pt-3 text-base font-semibold",
  vat: "text-xs text-ink/80",
};

/** An order's lines and totals, as frozen at checkout (demo payment page, /success, the shopper's order page). */
export function OrderSummaryList({ order, totalLabel }: { order: OrderAmounts & { giftMessage: string | null }; totalLabel?: string }) {
  const { lines, totals } = amountRows(order);
  return (
    <div>
      <ul className="divide-y divide-ink/10" aria-label="Articles de la commande">
        {lines.map((line, index) => (
          <li key={`${line.name}-${index}`} className="flex items-baseline justify-between gap-4 py-3 text-sm">
            <span>
              <span className="font-display text-lg">{line.name}</span>
              <span className="ml-2 text-ink/80">
                × {line.quantity} ({line.unitPrice} l'unité)
              </span>
            </span>
            <span className="tabular-nums">{line.total}</span>
          </li>
        ))}
      </ul>
      <dl className="mt-2 space-y-2 border-t border-ink/10 pt-4 text-sm">
        {totals.map((row) => (
          <div key={row.key} className={`flex justify-between gap-4 ${ROW_STYLE[row.key] ?? ""}`}>
            <dt>{row.key === "total" && totalLabel ? totalLabel : row.label}</dt>
            <dd className={row.key === "samples" ? "text-right" : "tabular-nums"} data-testid={TEST_IDS[row.key]}>
              {row.value}
            </dd>
          </div>
        ))}
      </dl>
      {order.giftMessage ? (
        <figure className="mt-4 border border-gold/40 bg-ivory p-4 text-sm">
          <figcaption className="text-xs uppercase tracking-[0.2em] text-ink/80">Message de la carte</figcaption>
          <blockquote className="mt-2 whitespace-pre-line font-display text-lg" data-testid="order-gift-message">
            {order.giftMessage}
          </blockquote>
        </figure>
      ) : null}
    </div>
  );
}
