import { amountRows, type OrderAmounts, type TotalRow } from "~/lib/orders/amount-rows";
import { formatVatRate } from "~/lib/legal/vat";
import { fillText } from "~/lib/i18n/fill-text";
import type { Lang } from "~/lib/i18n/lang";
import { useText } from "~/lib/i18n/use-text";
import type { ReactNode } from "react";
import { FrenchValue } from "../ui/french-value";

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

/** The keys of the `checkout` texts that say an order's rows (the cards bought are a cart's row only). */
const ROW_KEYS: Record<Exclude<TotalRow["key"], "gift_cards_bought">, string> = {
  subtotal: "oSubtotal",
  discount: "oDiscount",
  wrap: "oWrap",
  samples: "oSamples",
  shipping: "oShipping",
  total: "oTotal",
  vat: "oVat",
  gift_card: "oCardPaid",
  due: "oByBankCard",
  refunded: "oRefunded",
};

/** A row's label and value in the page's language (amounts written by `amountRows`), from the `checkout` texts its route sends. */
function useSaidRow(order: OrderAmounts, lang: Lang) {
  const t = useText();
  return (row: TotalRow): { label: ReactNode; value: string } => {
    const label =
      row.key === "discount" && order.promoCode
        ? fillText(t("oDiscountCode"), { code: order.promoCode })
        : row.key === "shipping" && order.shippingMethodName
          ? <FrenchValue lang={lang} text={t("oShippingBy")} name="method" value={order.shippingMethodName} />
          : row.key === "gift_cards_bought"
            ? row.label
            : fillText(t(ROW_KEYS[row.key]), { rate: formatVatRate(order.vatRateBp) });
    const free = (row.key === "wrap" && order.giftWrapCents === 0 && t("oWrapFree")) || (row.key === "shipping" && order.shippingCents === 0 && t("oFree"));
    return { label, value: free || row.value };
  };
}

/**
 * An order's lines and totals, as frozen at checkout (demo payment page, /success, the shopper's
 * order page). `lang`: the page's, when its route sends the `checkout` texts; without it (the
 * shopper's order page, French until the after-sale pages are English) the rows are said as the
 * documents say them.
 */
export function OrderSummaryList({ order, totalLabel, lang }: { order: OrderAmounts & { giftMessage: string | null }; totalLabel?: string; lang?: Lang }) {
  const { lines, totals } = amountRows(order, lang);
  const t = useText();
  const said = useSaidRow(order, lang ?? "fr");
  const say = (row: TotalRow) => (lang ? said(row) : row);
  return (
    <div>
      <ul className="divide-y divide-ink/10" aria-label={lang ? t("oLines") : "Articles de la commande"}>
        {lines.map((line, index) => (
          <li key={`${line.name}-${index}`} className="flex items-baseline justify-between gap-4 py-3 text-sm">
            <span>
              <span className="font-display text-lg">{line.name}</span>
              <span className="ml-2 text-ink/80">
                {lang ? fillText(t("oEach"), { quantity: line.quantity, price: line.unitPrice }) : `× ${line.quantity} (${line.unitPrice} l'unité)`}
              </span>
            </span>
            <span className="tabular-nums">{line.total}</span>
          </li>
        ))}
      </ul>
      <dl className="mt-2 space-y-2 border-t border-ink/10 pt-4 text-sm">
        {totals.map((row) => (
          <div key={row.key} className={`flex justify-between gap-4 ${ROW_STYLE[row.key] ?? ""}`}>
            <dt>{row.key === "total" && totalLabel ? totalLabel : say(row).label}</dt>
            <dd className={row.key === "samples" ? "text-right" : "tabular-nums"} data-testid={TEST_IDS[row.key]}>
              {say(row).value}
            </dd>
          </div>
        ))}
      </dl>
      {order.giftMessage ? (
        <figure className="mt-4 border border-gold/40 bg-ivory p-4 text-sm">
          <figcaption className="text-xs uppercase tracking-[0.2em] text-ink/80">{lang ? t("oCardMessage") : "Message de la carte"}</figcaption>
          <blockquote className="mt-2 whitespace-pre-line font-display text-lg" data-testid="order-gift-message">
            {order.giftMessage}
          </blockquote>
        </figure>
      ) : null}
    </div>
  );
}
