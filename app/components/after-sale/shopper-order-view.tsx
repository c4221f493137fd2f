import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import type { ShopperOrder } from "~/lib/after-sale/shopper-order.server";
import { formatParisDate, formatParisDateTime } from "~/lib/format/paris-time";
import { OrderSummaryList } from "../checkout/order-summary";
import { SetVouchers } from "../checkout/set-vouchers";

export function AccessRefused({ reason }: { reason: "forged" | "expired" }) {
  return (
    <section className="container-shop max-w-2xl py-12 md:py-16">
      <h1 className="text-4xl md:text-5xl">{reason === "expired" ? "Ce lien a expiré" : "Ce lien n'est pas valide"}</h1>
      <p className="mt-4 leading-relaxed">
        {reason === "expired"
          ? "Pour votre sécurité, les liens vers une commande ne durent qu'un temps."
          : "Il a peut-être été mal copié."}{" "}
        Retrouvez votre commande avec sa référence et votre email :
      </p>
      <p className="mt-6">
        <Link to="/suivi-commande" className="btn-gold">Suivre ma commande</Link>
      </p>
    </section>
  );
}

function Withdrawal({ order, token }: { order: ShopperOrder; token: string }) {
  if (order.withdrawal) {
    const w = order.withdrawal;
    return (
      <section aria-labelledby="retractation-title" className="mt-10 border-l-4 border-gold bg-white p-6 ring-1 ring-ink/5">
        <h2 id="retractation-title" className="text-2xl">Rétractation envoyée</h2>
        <p className="mt-2">
          Reçue le {formatParisDateTime(w.requestedAt)} (heure de Paris), pour :
        </p>
        <ul className="mt-2 list-disc pl-6">
          {w.lines.map((l) => <li key={l.name}>{l.quantity} × {l.name}</li>)}
        </ul>
        {w.reason ? <p className="mt-2 text-sm">Motif : {w.reason}</p> : null}
        <p className="mt-3 text-sm leading-relaxed">
          Un accusé de réception vous a été envoyé par email avec l'adresse de retour. Nous vous rembourserons au plus
          tard le {formatParisDate(w.refundDueBy)}, au besoin après avoir reçu les articles ou la preuve de leur envoi.
        </p>
      </section>
    );
  }
  return (
    <section aria-labelledby="retractation-title" className="mt-10 bg-white p-6 ring-1 ring-ink/5">
      <h2 id="retractation-title" className="text-2xl">Droit de rétractation</h2>
      {order.canWithdraw ? (
        <>
          <p className="mt-2 leading-relaxed">
            {order.withdrawalClosesAt
              ? `Vous pouvez renoncer à tout ou partie de cette commande jusqu'au ${formatParisDateTime(order.withdrawalClosesAt)}.`
              : "Vous pouvez renoncer à tout ou partie de cette commande dès maintenant, et jusqu'à 14 jours après sa réception."}
          </p>
          <p className="mt-4">
            <Link to={`/renoncer?commande=${encodeURIComponent(token)}`} className="btn-outline">Renoncer au contrat ici</Link>
          </p>
        </>
      ) : (
        <p className="mt-2 leading-relaxed">{order.withdrawalRefusal}</p>
      )}
    </section>
  );
}

function Documents({ order, token }: { order: ShopperOrder; token: string }) {
  const { invoice, receipt, creditNotes } = order.documents;
  if (!invoice && !receipt && creditNotes.length === 0) return null;
  const base = `/suivi-commande/${token}`;
  return (
    <section aria-labelledby="documents-title">
      <h2 id="documents-title" className="text-2xl">Documents</h2>
      <ul className="mt-2 space-y-1 text-sm">
        {invoice ? (
          <li>
            <a href={`${base}/facture.pdf`} className="underline underline-offset-2 hover:text-gold-dark">Facture {invoice} (PDF)</a>
          </li>
        ) : null}
        {receipt ? (
          <li>
            {/* The same address serves the receipt of gift cards sold alone (decision 160). */}
            <a href={`${base}/facture.pdf`} className="underline underline-offset-2 hover:text-gold-dark">Reçu {receipt} (PDF)</a>
          </li>
        ) : null}
        {creditNotes.map((note) => (
          <li key={note.id}>
            <a href={`${base}/avoirs/${note.id}`} className="underline underline-offset-2 hover:text-gold-dark">Avoir {note.label} (PDF)</a>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The shopper's order: status, timeline, lines and totals, shipping and tracking, the withdrawal; `children` after it (the reviews to give). */
export function ShopperOrderView({ order, token, children }: { order: ShopperOrder; token: string; children?: ReactNode }) {
  return (
    <section className="container-shop max-w-3xl py-12 md:py-16">
      <p className="eyebrow">Ma commande</p>
      <h1 className="mt-2 text-4xl md:text-5xl">Commande {order.summary.reference}</h1>
      <p className="mt-3 text-lg">
        État : <strong className="font-medium">{order.status}</strong>
      </p>
      <p className="text-sm text-ink/80">Passée le {formatParisDateTime(order.createdAt)}</p>

      <div className="mt-10 grid gap-10 md:grid-cols-[1.2fr_1fr]">
        <section aria-labelledby="articles-title" className="bg-white p-6 ring-1 ring-ink/5">
          <h2 id="articles-title" className="text-2xl">Articles</h2>
          <div className="mt-4">
            <OrderSummaryList order={order.summary} />
          </div>
          <p className="mt-4 text-sm">Livraison : {order.summary.shippingMethodName ?? "Livraison standard"}</p>
          <SetVouchers vouchers={order.vouchers} />
        </section>
        <div className="space-y-8">
          <section aria-labelledby="suivi-title">
            <h2 id="suivi-title" className="text-2xl">Suivi</h2>
            {order.tracking ? (
              <p className="mt-2 text-sm">
                {order.tracking.carrier ? `${order.tracking.carrier}, ` : ""}numéro {order.tracking.number}
                {order.tracking.url ? (
                  <>
                    {" · "}
                    <a href={order.tracking.url} rel="noopener noreferrer" className="underline underline-offset-2 hover:text-gold-dark">
                      Suivre le colis chez le transporteur
                    </a>
                  </>
                ) : null}
              </p>
            ) : (
              <p className="mt-2 text-sm">Le numéro de suivi apparaîtra ici dès l'expédition.</p>
            )}
            <ol className="mt-4 space-y-3 border-l border-gold/60 pl-4 text-sm" aria-label="Étapes de la commande">
              <li>
                <p className="font-medium">Commande passée</p>
                <p className="text-xs text-ink/70">{formatParisDateTime(order.createdAt)}</p>
              </li>
              {order.timeline.map((step, i) => (
                <li key={i}>
                  <p className="font-medium">{step.label}</p>
                  <p className="text-xs text-ink/70">{formatParisDateTime(step.at)}</p>
                </li>
              ))}
            </ol>
          </section>
          <Documents order={order} token={token} />
        </div>
      </div>
      <Withdrawal order={order} token={token} />
      {children}
    </section>
  );
}
