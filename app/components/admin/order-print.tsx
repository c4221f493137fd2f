import { Link } from "@remix-run/react";
import type { AdminOrder } from "~/lib/orders/history.server";
import { brand } from "~/lib/brand";
import { invoiceLabel } from "~/lib/orders/invoice-label";
import { formatParisDate } from "~/lib/format/paris-time";
import { useAdminHref } from "./admin-href";
import { GiftDetails, OrderAmountsTable } from "./orders-tab";
import type { OrderAmounts } from "~/lib/orders/amount-rows";
import { orderLineName } from "~/lib/orders/line-name";
import type { ReactNode } from "react";
import { SetVouchers } from "../checkout/set-vouchers";

function PrintBar({ order, children }: { order: Pick<AdminOrder, "id">; children: ReactNode }) {
  const href = useAdminHref();
  return (
    <div className="mb-6 flex flex-wrap items-center justify-between gap-3 print:hidden">
      <Link to={href(`/commandes/${order.id}`)} className="underline hover:text-gold-dark">
        Retour à la commande
      </Link>
      <p className="text-sm text-ink/70">{children}</p>
    </div>
  );
}

/**
 * The gift variant of the packing slip: who it goes to and what the parcel holds, without a single
 * price, and the card's words (as typed, never HTML) on a card-sized section to cut out.
 */
export function GiftSlip({ order }: { order: AdminOrder }) {
  return (
    <article className="mx-auto max-w-3xl bg-white p-6 text-ink shadow-sm ring-1 ring-ink/10 print:max-w-none print:p-0 print:shadow-none print:ring-0 sm:p-10">
      <PrintBar order={order}>Imprimez cette page (Ctrl + P) et glissez-la dans le paquet cadeau : elle ne montre aucun prix.</PrintBar>
      <header className="flex flex-wrap items-start justify-between gap-6 border-b border-ink/20 pb-6">
        <p className="font-display text-3xl tracking-[0.2em]">{brand.name.toUpperCase()}</p>
        <div className="text-sm sm:text-right">
          <h2 className="font-display text-3xl">Bon de livraison</h2>
          <p className="mt-1">Commande {order.reference}</p>
        </div>
      </header>
      <section className="py-6 text-sm" aria-label="Destinataire">
        <h3 className="text-xs uppercase tracking-[0.2em] text-ink/70">Livré à</h3>
        <p className="mt-1 font-medium">{order.customer_name ?? "—"}</p>
        <p className="whitespace-pre-line">{order.shipping_address ?? "—"}</p>
      </section>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Contenu du colis</caption>
        <thead className="border-b border-ink/20 text-xs uppercase tracking-[0.15em]">
          <tr><th scope="col" className="py-2">Article</th><th scope="col" className="py-2 text-right">Qté</th></tr>
        </thead>
        <tbody>
          {order.items.map((i) => (
            <tr key={i.id} className="border-b border-ink/10">
              <td className="py-2 pr-2">{orderLineName(i)}</td>
              <td className="py-2 text-right">{i.quantity}</td>
            </tr>
          ))}
          {order.samples.filter((s) => s.given).map((s) => (
            <tr key={`sample-${s.id}`} className="border-b border-ink/10">
              <td className="py-2 pr-2">Échantillon offert : {s.name}</td>
              <td className="py-2 text-right">1</td>
            </tr>
          ))}
        </tbody>
      </table>
      {order.gift_message ? (
        <section aria-label="Carte cadeau" className="mx-auto mt-10 flex min-h-[105mm] w-full max-w-[148mm] flex-col items-center justify-center border border-dashed border-ink/40 p-8 text-center break-inside-avoid">
          <p className="text-xs uppercase tracking-[0.3em] text-gold-dark">{brand.name}</p>
          <p className="mt-6 whitespace-pre-line break-words font-display text-2xl leading-relaxed" data-testid="gift-card-message">
            {order.gift_message}
          </p>
        </section>
      ) : null}
    </article>
  );
}

/**
 * The order on one A4 page: invoice block (seller's legal identity, sequential number, VAT
 * included) above the packing slip (address, lines). On paper the admin's frame and the buttons
 * disappear (print: classes); on screen it reads as the same sheet.
 */
export function PrintableOrder({
  order,
  amounts,
  seller,
  invoiceDate,
  vouchers,
}: {
  order: AdminOrder;
  amounts: OrderAmounts;
  seller: string[];
  invoiceDate: string | null;
  vouchers: string[];
}) {
  const href = useAdminHref();
  return (
    <article className="mx-auto max-w-3xl bg-white p-6 text-ink shadow-sm ring-1 ring-ink/10 print:max-w-none print:p-0 print:shadow-none print:ring-0 sm:p-10">
      <PrintBar order={order}>
        Imprimez cette page (Ctrl + P) pour la joindre au colis, ou{" "}
        <a href={href(`/commandes/${order.id}/facture.pdf`)} className="underline hover:text-gold-dark" download>
          téléchargez la facture (PDF)
        </a>
        .
      </PrintBar>
      <header className="flex flex-wrap items-start justify-between gap-6 border-b border-ink/20 pb-6">
        <div className="min-w-0">
          <p className="font-display text-3xl tracking-[0.2em]">{brand.name.toUpperCase()}</p>
          <address className="mt-2 text-xs not-italic leading-relaxed text-ink/80">
            {seller.length ? seller.map((line) => <span key={line} className="block break-words">{line}</span>) : <span className="block">{brand.name}</span>}
          </address>
        </div>
        <div className="text-sm sm:text-right">
          <h2 className="font-display text-3xl">Facture</h2>
          <p className="mt-1">N° <strong>{invoiceLabel(order.invoice_number)}</strong></p>
          <p>Commande {order.reference}</p>
          {invoiceDate ? <p>Date : {formatParisDate(invoiceDate)}</p> : null}
        </div>
      </header>
      <section className="grid gap-6 py-6 text-sm sm:grid-cols-2" aria-label="Client">
        <div>
          <h3 className="text-xs uppercase tracking-[0.2em] text-ink/70">Facturé et livré à</h3>
          <p className="mt-1 font-medium">{order.customer_name ?? "—"}</p>
          <p className="whitespace-pre-line">{order.shipping_address ?? "—"}</p>
          <p className="break-words">{order.customer_email ?? ""}</p>
        </div>
        <div className="sm:text-right">
          <h3 className="text-xs uppercase tracking-[0.2em] text-ink/70">Livraison</h3>
          <p className="mt-1">{order.shipping_method_name ?? "Livraison standard"}</p>
          {order.tracking_number ? <p>{order.carrier} · {order.tracking_number}</p> : null}
        </div>
      </section>
      <OrderAmountsTable amounts={amounts} />
      <GiftDetails order={order} />
      <SetVouchers vouchers={vouchers} />
      <footer className="mt-10 border-t border-ink/20 pt-4 text-xs text-ink/70">
        <p>Prix en euros, TVA incluse. Paiement reçu{order.paid_at ? ` le ${formatParisDate(order.paid_at)}` : ""}.</p>
        <p>Droit de rétractation : 14 jours à compter de la réception du colis (voir nos conditions générales de vente).</p>
      </footer>
    </article>
  );
}
