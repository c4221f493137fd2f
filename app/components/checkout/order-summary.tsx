import type { OrderSummary } from "~/lib/orders/orders.server";
import { formatVatRate } from "~/lib/legal/vat";
import { formatPrice } from "~/lib/format/money";
import { wrapPriceText } from "~/lib/gifts/gift-rules";

/** An order's lines and totals, as frozen at checkout (demo payment page and /success). */
export function OrderSummaryList({ order, totalLabel = "Total TTC" }: { order: OrderSummary; totalLabel?: string }) {
  return (
    <div>
      <ul className="divide-y divide-ink/10" aria-label="Articles de la commande">
        {order.items.map((item, index) => (
          <li key={`${item.name}-${index}`} className="flex items-baseline justify-between gap-4 py-3 text-sm">
            <span>
              <span className="font-display text-lg">{item.name}</span>
              <span className="ml-2 text-ink/80">
                × {item.quantity} ({formatPrice(item.unitPriceCents)} l'unité)
              </span>
            </span>
            <span className="tabular-nums">{formatPrice(item.lineTotalCents)}</span>
          </li>
        ))}
      </ul>
      <dl className="mt-2 space-y-2 border-t border-ink/10 pt-4 text-sm">
        <div className="flex justify-between">
          <dt>Sous-total</dt>
          <dd className="tabular-nums">{formatPrice(order.subtotalCents)}</dd>
        </div>
        {order.discountCents > 0 ? (
          <div className="flex justify-between text-gold-dark">
            <dt>Réduction{order.promoCode ? ` (${order.promoCode})` : ""}</dt>
            <dd className="tabular-nums">−{formatPrice(order.discountCents)}</dd>
          </div>
        ) : null}
        {order.giftWrapCents !== null ? (
          <div className="flex justify-between">
            <dt>Emballage cadeau</dt>
            <dd className="tabular-nums" data-testid="order-gift-wrap">{wrapPriceText(order.giftWrapCents)}</dd>
          </div>
        ) : null}
        {order.samples.length > 0 ? (
          <div className="flex justify-between gap-4">
            <dt>Échantillons offerts</dt>
            <dd className="text-right" data-testid="order-samples">{order.samples.join(", ")}</dd>
          </div>
        ) : null}
        {order.shippingMethodName ? (
          <div className="flex justify-between">
            <dt>Livraison ({order.shippingMethodName})</dt>
            <dd className="tabular-nums" data-testid="order-shipping">
              {order.shippingCents === 0 ? "Offerte" : formatPrice(order.shippingCents)}
            </dd>
          </div>
        ) : null}
        <div className="flex justify-between border-t border-ink/10 pt-3 text-base font-semibold">
          <dt>{totalLabel}</dt>
          <dd className="tabular-nums" data-testid="order-total">{formatPrice(order.totalCents)}</dd>
        </div>
        {/* Orders from before VAT was recorded have 0 € of it on a paid total: say nothing rather than 0 €. */}
        {order.vatCents > 0 || order.totalCents === 0 ? (
          <div className="flex justify-between text-xs text-ink/80">
            <dt>dont TVA ({formatVatRate(order.vatRateBp)})</dt>
            <dd className="tabular-nums" data-testid="order-vat">{formatPrice(order.vatCents)}</dd>
          </div>
        ) : null}
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
