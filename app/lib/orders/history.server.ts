import { and, desc, eq, gte, inArray } from "drizzle-orm";
import { getDb } from "../platform/db.server";
import { formatParisDateTime, parisDay, parisDayStart } from "../format/paris-time";
import { order_items, orders, type Order, type OrderItem, type OrderStatus } from "../platform/schema.server";

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

export type AdminOrder = Order & { items: OrderItem[] };

function withItems(list: Order[]): AdminOrder[] {
  if (list.length === 0) return [];
  const items = getDb()
    .select()
    .from(order_items)
    .where(inArray(order_items.order_id, list.map((o) => o.id)))
    .all();
  return list.map((o) => ({ ...o, items: items.filter((i) => i.order_id === o.id) }));
}

/** Newest first; the history is read-only in the back-office. */
export function listOrders(limit = 500): AdminOrder[] {
  return withItems(
    getDb().select().from(orders).orderBy(desc(orders.created_at), desc(orders.id)).limit(limit).all(),
  );
}

export function findOrder(id: number): AdminOrder | undefined {
  const order = getDb().select().from(orders).where(eq(orders.id, id)).get();
  return order ? withItems([order])[0] : undefined;
}

export type RevenueDay = { day: string; cents: number };

/** Paid revenue per Paris calendar day over the last `days` days, zero days included. */
export function revenueByDay(days = 30, now = new Date()): RevenueDay[] {
  const today = parisDay(now);
  const [y, m, d] = today.split("-").map(Number);
  const dayAt = (i: number) => new Date(Date.UTC(y, m - 1, d - (days - 1) + i)).toISOString().slice(0, 10);
  const first = parisDayStart(dayAt(0));
  const paid = getDb()
    .select({ total: orders.total_cents, paid_at: orders.paid_at, created_at: orders.created_at })
    .from(orders)
    .where(and(eq(orders.status, "paid"), gte(orders.created_at, new Date(first.getTime() - 86_400_000))))
    .all();
  const totals = new Map<string, number>();
  for (const o of paid) {
    const key = parisDay(o.paid_at ?? o.created_at);
    totals.set(key, (totals.get(key) ?? 0) + o.total);
  }
  return Array.from({ length: days }, (_, i) => {
    const day = dayAt(i);
    return { day, cents: totals.get(day) ?? 0 };
  });
}

function csvCell(value: string | number | null) {
  const text = value == null ? "" : String(value);
  // A leading =, +, - or @ would run as a formula in a spreadsheet.
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[";\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

function euros(cents: number) {
  return (cents / 100).toFixed(2).replace(".", ",");
}

/** Semicolon-separated with a BOM and decimal commas, the way French Excel opens it directly. */
export function ordersCsv(list: AdminOrder[] = listOrders(100_000)): string {
  const header = [
    "Référence",
    "Date",
    "Statut",
    "Client",
    "Email",
    "Articles",
    "Sous-total (€)",
    "Réduction (€)",
    "Code promo",
    "Total (€)",
  ];
  const rows = list.map((o) => [
    o.reference,
    formatParisDateTime(o.created_at),
    ORDER_STATUS_LABELS[o.status],
    o.customer_name,
    o.customer_email,
    o.items.map((i) => `${i.quantity} x ${i.name}`).join(" | "),
    euros(o.subtotal_cents),
    euros(o.discount_cents),
    o.promo_code,
    euros(o.total_cents),
  ]);
  return `\uFEFF${[header, ...rows].map((r) => r.map(csvCell).join(";")).join("\r\n")}\r\n`;
}
