import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import type { AdminOrder, RevenueDay } from "~/lib/orders/history.server";
import { formatPrice } from "~/lib/format/money";
import { formatParisDateTime } from "~/lib/format/paris-time";
import type { OrderStatus } from "~/lib/platform/schema.server";
import { AdminDialog, CancelLink } from "./admin-dialog";
import { useAdminHref } from "./admin-href";



const shortDay = (day: string) => day.split("-").reverse().slice(0, 2).join("/");

/**
 * Revenue per day as plain SVG in the HTML: no chart library, nothing to run in the browser. The
 * bars stretch to the card's width at a fixed height; the labels stay HTML so they keep their size.
 */
function RevenueChart({ days }: { days: RevenueDay[] }) {
  const peak = Math.max(0, ...days.map((d) => d.cents));
  const max = peak || 1;
  const total = days.reduce((sum, d) => sum + d.cents, 0);
  const label = `Chiffre d'affaires des 30 derniers jours : ${formatPrice(total)} au total`;
  return (
    <figure className="border border-ink/10 bg-white p-5">
      <figcaption className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="font-display text-xl">Chiffre d'affaires, 30 derniers jours</span>
        <span className="text-sm text-ink/80">
          Total : <strong className="font-medium tabular-nums text-ink">{formatPrice(total)}</strong>
        </span>
      </figcaption>
      <div className="mt-4 flex gap-3">
        <div aria-hidden="true" className="flex w-16 shrink-0 flex-col justify-between text-right text-[11px] tabular-nums text-ink/70">
          <span>{formatPrice(peak)}</span>
          <span>{formatPrice(0)}</span>
        </div>
        <div className="min-w-0 flex-1">
          <svg
            viewBox={`0 0 ${days.length * 10} 100`}
            preserveAspectRatio="none"
            role="img"
            aria-label={label}
            className="block h-36 w-full border-b border-l border-ink/20"
          >
            {[25, 50, 75].map((y) => (
              <line key={y} x1="0" x2={days.length * 10} y1={y} y2={y} stroke="#0d0c0a" strokeOpacity="0.06" vectorEffect="non-scaling-stroke" />
            ))}
            {days.map((d, i) => {
              const h = (d.cents / max) * 96;
              return (
                <rect key={d.day} x={i * 10 + 2} y={100 - h} width={6} height={h} fill="#c9a45c">
                  <title>{`${d.day.split("-").reverse().join("/")} : ${formatPrice(d.cents)}`}</title>
                </rect>
              );
            })}
          </svg>
          <div aria-hidden="true" className="mt-1 flex justify-between text-[11px] tabular-nums text-ink/70">
            <span>{days[0] ? shortDay(days[0].day) : ""}</span>
            <span>{days[days.length - 1] ? shortDay(days[days.length - 1].day) : ""}</span>
          </div>
        </div>
      </div>
    </figure>
  );
}

export function OrderDetail({ order, status }: { order: AdminOrder; status: string }) {
  const list = useAdminHref()("/commandes");
  return (
    <AdminDialog title={`Commande ${order.reference}`} closeHref={list} wide>
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        <div><dt className="text-ink/70">Date</dt><dd>{formatParisDateTime(order.created_at)}</dd></div>
        <div><dt className="text-ink/70">Statut</dt><dd>{status}</dd></div>
        <div><dt className="text-ink/70">Client</dt><dd>{order.customer_name ?? "—"}</dd></div>
        <div><dt className="text-ink/70">Email</dt><dd>{order.customer_email ?? "—"}</dd></div>
        <div className="sm:col-span-2"><dt className="text-ink/70">Adresse de livraison</dt><dd className="whitespace-pre-line">{order.shipping_address ?? "—"}</dd></div>
        <div><dt className="text-ink/70">Paiement</dt><dd>{order.payment_provider === "demo" ? "Démonstration" : "Stripe"}</dd></div>
        {order.paid_at ? <div><dt className="text-ink/70">Payée le</dt><dd>{formatParisDateTime(order.paid_at)}</dd></div> : null}
      </dl>
      <table className="mt-6 w-full text-left text-sm">
        <caption className="sr-only">Articles de la commande</caption>
        <thead className="border-b border-ink/20 text-xs uppercase tracking-[0.15em]">
          <tr><th scope="col" className="py-2">Article</th><th scope="col" className="py-2">Qté</th><th scope="col" className="py-2 text-right">Prix unitaire</th><th scope="col" className="py-2 text-right">Total</th></tr>
        </thead>
        <tbody>
          {order.items.map((i) => (
            <tr key={i.id} className="border-b border-ink/10">
              <td className="py-2">{i.name}</td>
              <td className="py-2">{i.quantity}</td>
              <td className="py-2 text-right">{formatPrice(i.unit_price_cents)}</td>
              <td className="py-2 text-right">{formatPrice(i.unit_price_cents * i.quantity)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="ml-auto mt-4 max-w-xs space-y-1 text-sm">
        <div className="flex justify-between"><dt>Sous-total</dt><dd>{formatPrice(order.subtotal_cents)}</dd></div>
        <div className="flex justify-between"><dt>Réduction{order.promo_code ? ` (${order.promo_code})` : ""}</dt><dd>−{formatPrice(order.discount_cents)}</dd></div>
        <div className="flex justify-between font-semibold"><dt>Total</dt><dd>{formatPrice(order.total_cents)}</dd></div>
      </dl>
      <div className="mt-6 flex justify-end"><CancelLink to={list} label="Retour aux commandes" /></div>
    </AdminDialog>
  );
}

type OrdersProps = {
  orders: AdminOrder[];
  statusLabels: Record<OrderStatus, string>;
  revenue: RevenueDay[];
  children: ReactNode;
};

/** The orders, newest first, with the revenue chart and the order sheet route open over them. */
export function OrdersScreen({ orders, statusLabels, revenue, children }: OrdersProps) {
  const href = useAdminHref();
  const orderLink = (o: AdminOrder) => (
    <Link to={href(`/commandes/${o.id}`)} preventScrollReset className="underline" aria-label={`Voir la commande ${o.reference}`}>
      {o.reference}
    </Link>
  );
  return (
    <div className="space-y-8">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h2 className="text-3xl">Commandes</h2>
        <a href={href("/commandes.csv")} download className="btn-outline px-4 py-2 text-xs">
          Exporter en CSV
        </a>
      </div>
      <RevenueChart days={revenue} />
      {orders.length === 0 ? (
        <p className="text-ink/80">Aucune commande pour le moment.</p>
      ) : (
        <>
          <ul className="grid gap-3 md:hidden" aria-label="Commandes, les plus récentes d'abord">
            {orders.map((o) => (
              <li key={o.id} className="space-y-1 border border-ink/10 bg-white p-3 text-sm">
                <p className="text-xs font-medium tracking-wider">{orderLink(o)}</p>
                <p>{formatParisDateTime(o.created_at)} · {statusLabels[o.status]}</p>
                <p className="text-ink/80">{o.customer_name ?? o.customer_email ?? "—"}</p>
                <p className="font-medium">{formatPrice(o.total_cents)}</p>
              </li>
            ))}
          </ul>
          <div className="hidden border border-ink/10 bg-white md:block">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Commandes, les plus récentes d'abord</caption>
              <thead className="bg-ivory-dark text-xs uppercase tracking-[0.15em]">
                <tr>
                  <th scope="col" className="p-3">Référence</th>
                  <th scope="col" className="p-3">Date</th>
                  <th scope="col" className="p-3">Client</th>
                  <th scope="col" className="p-3">Articles</th>
                  <th scope="col" className="p-3 text-right">Sous-total</th>
                  <th scope="col" className="p-3 text-right">Réduction</th>
                  <th scope="col" className="p-3 text-right">Total</th>
                  <th scope="col" className="p-3">Statut</th>
                </tr>
              </thead>
              <tbody>
                {orders.map((o) => (
                  <tr key={o.id} className="border-t border-ink/10 align-top">
                    <th scope="row" className="whitespace-nowrap p-3 text-xs font-medium tracking-wider">{orderLink(o)}</th>
                    <td className="p-3 whitespace-nowrap">{formatParisDateTime(o.created_at)}</td>
                    <td className="p-3">{o.customer_name ?? o.customer_email ?? "—"}</td>
                    <td className="p-3">{o.items.map((i) => `${i.quantity} × ${i.name}`).join(", ")}</td>
                    <td className="p-3 text-right whitespace-nowrap">{formatPrice(o.subtotal_cents)}</td>
                    <td className="p-3 text-right whitespace-nowrap">
                      {o.discount_cents ? `−${formatPrice(o.discount_cents)}` : "—"}
                      {o.promo_code ? <span className="block text-xs text-ink/70">{o.promo_code}</span> : null}
                    </td>
                    <td className="p-3 text-right whitespace-nowrap font-medium">{formatPrice(o.total_cents)}</td>
                    <td className="p-3">{statusLabels[o.status]}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
      {children}
    </div>
  );
}
