import { and, gte, sql } from "drizzle-orm";
import { db, tables } from "../platform/database.server";
import { epochSeconds } from "../platform/sql-dialect.server";
import type { OrderFilters } from "./order-filters";
import { eachMatchingOrder, type ListedOrder } from "./order-list.server";
import { orderVatCents } from "../legal/vat";
import { invoiceLabel } from "./invoice-label";
import { findOrderById } from "./orders.server";
import { soldCentsSql, soldOrder } from "./sold.server";
import { addCalendarDays, formatParisDateTime, parisDay, parisDayStart } from "../format/paris-time";
import type { Order, OrderItem, OrderSample, OrderStatus } from "../platform/schema.server";
import { orderLineName } from "./line-name";
import { CSV_BOM, csvAmount, csvLine } from "../format/csv";

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: "En attente de paiement",
  paid: "Payée",
  shipped: "Expédiée",
  delivered: "Livrée",
  refunded: "Remboursée",
  partially_refunded: "Remboursée en partie",
  failed: "Échouée",
  expired: "Expirée",
  refund_due: "Payée trop tard : à rembourser",
};

export type AdminOrder = Order & { items: OrderItem[]; samples: OrderSample[] };

export async function findOrder(id: number): Promise<AdminOrder | undefined> {
  const found = await findOrderById(id);
  return found ? { ...found.order, items: found.items, samples: found.samples } : undefined;
}

export type RevenueDay = { day: string; cents: number };

/**
 * Revenue per Paris calendar day over the last `days` days, zero days included: what the sold
 * orders kept (decision 106), on the day they were paid.
 */
export async function revenueByDay(days = 30, now = new Date()): Promise<RevenueDay[]> {
  const { orders } = tables();
  const today = parisDay(now);
  const dayAt = (i: number) => addCalendarDays(today, i - (days - 1));
  const labels = Array.from({ length: days + 1 }, (_, i) => dayAt(i));
  // Each day's first second, as unix seconds: an order falls in the last day starting before it.
  // Comparing numbers keeps this cheap with thousands of orders a month (no date formatting per order).
  const starts = labels.map((day) => Math.floor(parisDayStart(day).getTime() / 1000));
  const paidAt = sql`coalesce(${orders.paid_at}, ${orders.created_at})`;
  const rows = await db()
    .select({
      at: epochSeconds(paidAt),
      cents: soldCentsSql(),
    })
    .from(orders)
    .where(and(soldOrder(), gte(orders.created_at, new Date((starts[0] - 86_400) * 1000))));
  const paid = rows.map((r) => ({ at: Number(r.at), cents: Number(r.cents) }));
  const totals = new Array<number>(days).fill(0);
  for (const o of paid) {
    if (o.at < starts[0] || o.at >= starts[days]) continue;
    let i = days - 1;
    while (starts[i] > o.at) i--;
    totals[i] += o.cents;
  }
  return labels.slice(0, days).map((day, i) => ({ day, cents: totals[i] }));
}

const CSV_HEADER = [
  "Référence",
  "Date",
  "Statut",
  "Client",
  "Email",
  "Articles",
  "Sous-total (€)",
  "Réduction (€)",
  "Code promo",
  "Livraison (€)",
  "Total (€)",
  "dont TVA (€)",
  "Remboursé (€)",
  "Facture",
  "Transporteur",
  "Suivi",
];

function csvRow(o: ListedOrder): string {
  return csvLine([
    o.reference,
    formatParisDateTime(o.created_at),
    ORDER_STATUS_LABELS[o.status],
    o.customer_name,
    o.customer_email,
    o.items.map((i) => `${i.quantity} x ${orderLineName(i)}`).join(" | "),
    csvAmount(o.subtotal_cents),
    csvAmount(o.discount_cents),
    o.promo_code,
    csvAmount(o.shipping_cents),
    csvAmount(o.total_cents),
    csvAmount(orderVatCents(o)),
    csvAmount(o.refunded_cents),
    o.invoice_number == null ? null : invoiceLabel(o.invoice_number),
    o.carrier,
    o.tracking_number,
  ]);
}

/**
 * The orders a search matches, as a CSV the way French Excel opens it (semicolons, BOM, decimal
 * commas), streamed a batch at a time: any number of orders, in bounded memory, and never one SQL
 * variable per order.
 */
export function ordersCsvStream(filters: OrderFilters): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const batches = eachMatchingOrder(filters);
  let started = false;
  return new ReadableStream({
    async pull(controller) {
      const lines: string[] = started ? [] : [`${CSV_BOM}${csvLine(CSV_HEADER)}`];
      started = true;
      const next = await batches.next();
      if (!next.done) lines.push(...next.value.map(csvRow));
      if (lines.length) controller.enqueue(encoder.encode(`${lines.join("\r\n")}\r\n`));
      if (next.done) controller.close();
    },
    async cancel() {
      await batches.return(undefined);
    },
  });
}
