import type { SubmissionResult } from "@conform-to/react";
import { SetVouchers } from "../checkout/set-vouchers";
import { Form, Link, useLocation } from "@remix-run/react";
import type { ReactNode } from "react";
import type { AdminOrder, RevenueDay } from "~/lib/orders/history.server";
import { formatPrice } from "~/lib/format/money";
import { filtersQuery, type FilterField, type OrderFilters } from "~/lib/orders/order-filters";
import type { OrdersPage } from "~/lib/orders/order-list.server";
import { formatTermsVersion } from "~/lib/legal/terms";
import { invoiceLabel } from "~/lib/orders/invoice-label";
import { formatParisDate, formatParisDateTime } from "~/lib/format/paris-time";
import type { OrderStatus, OutboxStatus } from "~/lib/platform/schema.server";
import { Field } from "../ui/field";
import { AdminDialog, CancelLink } from "./admin-dialog";
import { useAdminHref } from "./admin-href";
import { DeliverForm, RefundForm, ShipForm, type RestockableLine } from "./order-actions";
import { KeysetPager } from "./keyset-pager";
import { wrapPriceText } from "~/lib/gifts/gift-rules";
import { amountRows, type OrderAmounts } from "~/lib/orders/amount-rows";
import { orderLineName } from "~/lib/orders/line-name";
import { paidInFullByCard } from "~/lib/gift-cards/gift-card-rules";

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

/** The order's lines, then sub-total to total with shipping and the VAT included: the same rows on screen and on paper. */
export function OrderAmountsTable({ amounts }: { amounts: OrderAmounts }) {
  const { lines, totals } = amountRows(amounts);
  return (
    <>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Articles de la commande</caption>
        <thead className="border-b border-ink/20 text-xs uppercase tracking-[0.15em]">
          <tr><th scope="col" className="py-2">Article</th><th scope="col" className="py-2">Qté</th><th scope="col" className="py-2 text-right">Prix unitaire</th><th scope="col" className="py-2 text-right">Total</th></tr>
        </thead>
        <tbody>
          {lines.map((l, index) => (
            <tr key={`${l.name}-${index}`} className="border-b border-ink/10">
              <td className="py-2 pr-2">{l.name}</td>
              <td className="py-2">{l.quantity}</td>
              <td className="py-2 text-right whitespace-nowrap">{l.unitPrice}</td>
              <td className="py-2 text-right whitespace-nowrap">{l.total}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="ml-auto mt-4 max-w-xs space-y-1 text-sm">
        {totals.map((row) => (
          <div key={row.key} className={`flex justify-between gap-4 ${row.strong ? "font-semibold" : ""}`}>
            <dt>{row.label}</dt>
            <dd className={row.key === "samples" ? "text-right" : "tabular-nums"}>{row.value}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}

/** The wrap, the card's words as typed (text, never HTML) and the samples to slip in the parcel. */
export function GiftDetails({ order }: { order: Pick<AdminOrder, "gift_wrap_cents" | "gift_message" | "samples"> }) {
  if (order.gift_wrap_cents === null && order.samples.length === 0) return null;
  return (
    <section aria-labelledby="gift-title" className="mt-6 border border-gold/40 bg-ivory p-4 text-sm">
      <h3 id="gift-title" className="font-display text-xl">À préparer</h3>
      {order.gift_wrap_cents !== null ? <p className="mt-1">Emballage cadeau ({wrapPriceText(order.gift_wrap_cents)})</p> : null}
      {order.gift_message ? (
        <blockquote className="mt-2 whitespace-pre-line border-l-2 border-gold pl-3 font-display text-lg" data-testid="admin-gift-message">
          {order.gift_message}
        </blockquote>
      ) : null}
      {order.samples.length > 0 ? (
        <ul className="mt-2 list-disc pl-6" aria-label="Échantillons offerts">
          {order.samples.map((s) => (
            <li key={s.id}>Échantillon : {s.name}{s.given ? "" : " (épuisé au paiement : non joint)"}</li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

const EMAIL_STATUS: Record<OutboxStatus, string> = { pending: "En attente d'envoi", sent: "Envoyé", failed: "Échec" };

export type OrderSheetData = {
  order: AdminOrder;
  status: string;
  amounts: OrderAmounts;
  can: { ship: boolean; deliver: boolean; refund: boolean };
  refundableCents: number;
  /** The vouchers its discovery sets issued, as `voucherSentence` states them (decision 114). */
  vouchers: string[];
  restockable: RestockableLine[];
  creditNotes: { id: number; label: string; issuedAt: Date; amountCents: number }[];
  /** « R-… » for gift cards sold alone, multi-purpose (decision 160). */
  receipt: string | null;
  withdrawal: { requestedAt: Date; lines: { item_id: number; name: string; quantity: number }[]; reason: string | null; refundDueBy: Date } | null;
  events: { id: number; label: string; actor: string; detail: string; created_at: Date }[];
  emails: {
    id: number;
    kind: string;
    to: string;
    subject: string;
    status: OutboxStatus;
    attempts: number;
    lastError: string | null;
    sentAt: Date | null;
    createdAt: Date;
    bodyDroppedAt: Date | null;
  }[];
};

type ActionResult = { intent: string | null; result: SubmissionResult<string[]> | null } | undefined;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mt-8 border-t border-ink/10 pt-6">
      <h3 className="font-display text-2xl">{title}</h3>
      <div className="mt-3">{children}</div>
    </section>
  );
}

/** The order's page: who, what, where; then what the owner can do now, what happened, and its emails. */
export function OrderDetail({ sheet, actionResult, stripe }: { sheet: OrderSheetData; actionResult: ActionResult; stripe: boolean }) {
  const href = useAdminHref();
  const list = `${href("/commandes")}${useLocation().search}`;
  const { order, can } = sheet;
  const resultFor = (intent: string) => (actionResult?.intent === intent ? actionResult.result : undefined);
  const info = (label: string, value: ReactNode, wide = false) => (
    <div className={wide ? "sm:col-span-2" : ""}><dt className="text-ink/70">{label}</dt><dd className="whitespace-pre-line break-words">{value}</dd></div>
  );
  return (
    <AdminDialog title={`Commande ${order.reference}`} closeHref={list} wide>
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        {info("Date", formatParisDateTime(order.created_at))}
        {info("Statut", <strong className="font-medium">{sheet.status}{sheet.withdrawal ? " · Rétractation demandée" : ""}</strong>)}
        {order.personal_data_erased_at
          ? info("Client", `Données personnelles effacées le ${formatParisDate(order.personal_data_erased_at)} (la facture les conserve jusqu'à la fin de sa durée légale)`, true)
          : (
            <>
              {info("Client", order.customer_name ?? "—")}
              {info("Email", order.customer_email ?? "—")}
              {info("Adresse de livraison", order.shipping_address ?? "—", true)}
            </>
          )}
        {info("Paiement", paidInFullByCard(order) ? "Carte cadeau" : order.payment_provider === "demo" ? "Démonstration" : "Stripe")}
        {order.paid_at ? info("Payée le", formatParisDateTime(order.paid_at)) : null}
        {order.invoice_number != null ? info("Facture", invoiceLabel(order.invoice_number)) : null}
        {order.terms_accepted_at
          ? info("CGV acceptées", `${formatParisDateTime(order.terms_accepted_at)} (version du ${order.terms_version ? formatTermsVersion(order.terms_version) : "—"})`)
          : null}
        {order.tracking_number ? info("Suivi", `${order.carrier ?? ""} ${order.tracking_number}`) : null}
      </dl>
      {sheet.withdrawal ? (
        <section aria-labelledby="withdrawal-title" className="mt-6 border-l-4 border-red-800 bg-red-50 p-4 text-sm">
          <h3 id="withdrawal-title" className="font-display text-xl">Rétractation demandée</h3>
          <p className="mt-1">Le {formatParisDateTime(sheet.withdrawal.requestedAt)} par le client, pour :</p>
          <ul className="mt-1 list-disc pl-6">
            {sheet.withdrawal.lines.map((l) => <li key={l.item_id}>{l.quantity} × {l.name}</li>)}
          </ul>
          {sheet.withdrawal.reason ? <p className="mt-1">Motif : {sheet.withdrawal.reason}</p> : null}
          <p className="mt-2 font-medium">
            À rembourser au plus tard le {formatParisDate(sheet.withdrawal.refundDueBy)} (article L221-24), au besoin après réception des articles ou de la preuve de leur envoi.
          </p>
        </section>
      ) : null}
      <div className="mt-6">
        <OrderAmountsTable amounts={sheet.amounts} />
      </div>
      <GiftDetails order={order} />
      <SetVouchers vouchers={sheet.vouchers} />
      {order.invoice_number != null ? (
        <p className="mt-4 text-sm">
          <Link to={href(`/commandes/${order.id}/fiche`)} className="underline hover:text-gold-dark">
            Fiche de commande et facture (à imprimer)
          </Link>
          {order.gift_wrap_cents !== null ? (
            <>
              {" · "}
              <Link to={href(`/commandes/${order.id}/fiche?cadeau=1`)} className="underline hover:text-gold-dark">
                Bon de livraison cadeau, sans prix (à imprimer)
              </Link>
            </>
          ) : null}
          {" · "}
          <a href={href(`/commandes/${order.id}/facture.pdf`)} className="underline hover:text-gold-dark" download>
            Facture {invoiceLabel(order.invoice_number)} (PDF)
          </a>
        </p>
      ) : null}
      {sheet.receipt ? (
        <p className="mt-4 text-sm">
          <a href={href(`/commandes/${order.id}/facture.pdf`)} className="underline hover:text-gold-dark" download>
            Reçu {sheet.receipt} (PDF)
          </a>
        </p>
      ) : null}
      {sheet.creditNotes.length > 0 ? (
        <ul className="mt-2 space-y-1 text-sm" aria-label="Avoirs">
          {sheet.creditNotes.map((note) => (
            <li key={note.id}>
              <a href={href(`/commandes/${order.id}/avoirs/${note.id}`)} className="underline hover:text-gold-dark" download>
                Avoir {note.label} (PDF)
              </a>{" "}
              : {formatPrice(note.amountCents)} remboursés le {formatParisDateTime(note.issuedAt)}
            </li>
          ))}
        </ul>
      ) : null}

      {can.ship || can.deliver || can.refund ? (
        <Section title="Actions">
          <div className="space-y-8">
            {can.ship ? (
              <div>
                <h4 className="mb-2 text-sm font-semibold uppercase tracking-[0.15em]">Expédier</h4>
                <ShipForm orderId={order.id} lastResult={resultFor("ship")} />
              </div>
            ) : null}
            {can.deliver ? (
              <div>
                <h4 className="mb-2 text-sm font-semibold uppercase tracking-[0.15em]">Livraison</h4>
                <DeliverForm lastResult={resultFor("deliver")} />
              </div>
            ) : null}
            {can.refund ? (
              <div>
                <h4 className="mb-2 text-sm font-semibold uppercase tracking-[0.15em]">Rembourser</h4>
                <RefundForm orderId={order.id} customer={order.customer_name ?? order.customer_email} refundedCents={order.refunded_cents} refundableCents={sheet.refundableCents} restockable={sheet.restockable} stripe={stripe && order.payment_provider === "stripe"} lastResult={resultFor("refund")} />
              </div>
            ) : null}
          </div>
        </Section>
      ) : null}

      <Section title="Historique">
        {sheet.events.length === 0 ? (
          <p className="text-sm text-ink/80">Rien depuis la création de la commande.</p>
        ) : (
          <ol className="space-y-3 border-l border-gold/60 pl-4 text-sm" aria-label="Historique de la commande">
            {sheet.events.map((e) => (
              <li key={e.id}>
                <p><strong className="font-medium">{e.label}</strong>{e.detail ? ` : ${e.detail}` : ""}</p>
                <p className="text-xs text-ink/70">{formatParisDateTime(e.created_at)} · {e.actor}</p>
              </li>
            ))}
          </ol>
        )}
      </Section>

      <Section title="Emails">
        {sheet.emails.length === 0 ? (
          <p className="text-sm text-ink/80">Aucun email pour cette commande.</p>
        ) : (
          <ul className="space-y-3 text-sm" aria-label="Emails de la commande">
            {sheet.emails.map((m) => (
              <li key={m.id} className="flex flex-wrap items-start justify-between gap-3 border border-ink/10 bg-white p-3">
                <div className="min-w-0">
                  <p className="font-medium">{m.kind}</p>
                  <p className="break-words text-ink/80">{m.subject}{m.to ? ` → ${m.to}` : ""}</p>
                  <p className="text-xs text-ink/70">
                    {EMAIL_STATUS[m.status]}
                    {m.sentAt ? ` le ${formatParisDateTime(m.sentAt)}` : ""}
                    {m.attempts > 0 && m.status !== "sent" ? ` · ${m.attempts} tentative${m.attempts > 1 ? "s" : ""}` : ""}
                  </p>
                  {m.lastError && m.status !== "sent" ? <p className="break-words text-xs text-red-800">{m.lastError}</p> : null}
                  {m.bodyDroppedAt ? <p className="text-xs text-ink/70">Contenu effacé le {formatParisDate(m.bodyDroppedAt)} (durée de conservation)</p> : null}
                </div>
                {m.status !== "pending" && !m.bodyDroppedAt ? (
                  <Form method="post" preventScrollReset>
                    <input type="hidden" name="intent" value="resend" />
                    <input type="hidden" name="message_id" value={m.id} />
                    <button type="submit" className="underline" aria-label={`Renvoyer : ${m.kind}`}>Renvoyer</button>
                  </Form>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </Section>
      <div className="mt-8 flex justify-end"><CancelLink to={list} label="Retour aux commandes" /></div>
    </AdminDialog>
  );
}

type OrdersProps = {
  page: OrdersPage;
  filters: OrderFilters;
  errors: Partial<Record<FilterField, string>>;
  statusLabels: Record<OrderStatus, string>;
  revenue: RevenueDay[];
  children: ReactNode;
};

/** Search by reference, email or name, by status and dates: a GET form, so results have a URL. */
function OrderSearch({ filters, errors, statusLabels }: Pick<OrdersProps, "filters" | "errors" | "statusLabels">) {
  const href = useAdminHref();
  return (
    <Form method="get" role="search" aria-label="Rechercher des commandes" className="grid gap-x-4 gap-y-1 border border-ink/10 bg-white p-4 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_auto_auto_1fr_1fr_auto]">
      <Field id="orders-q" label="Rechercher" errors={errors.q ? [errors.q] : undefined} errorId="orders-q-error" hint="Référence, email ou nom">
        <input id="orders-q" name="q" type="search" defaultValue={filters.q ?? ""} maxLength={100} className="input" aria-describedby="orders-q-error" />
      </Field>
      <Field id="orders-status" label="Statut" errors={errors.status ? [errors.status] : undefined} errorId="orders-status-error">
        <select id="orders-status" name="status" defaultValue={filters.status ?? ""} className="input">
          <option value="">Tous</option>
          {(Object.keys(statusLabels) as OrderStatus[]).map((s) => <option key={s} value={s}>{statusLabels[s]}</option>)}
        </select>
      </Field>
      <div className="flex items-center gap-2 pt-6 text-sm">
        <input id="orders-retractation" name="retractation" type="checkbox" value="1" defaultChecked={filters.retractation === "1"} className="h-4 w-4 accent-gold-dark" />
        <label htmlFor="orders-retractation">Rétractation demandée</label>
      </div>
      <div className="flex items-center gap-2 pt-6 text-sm">
        <input id="orders-expedier" name="expedier" type="checkbox" value="1" defaultChecked={filters.expedier === "1"} className="h-4 w-4 accent-gold-dark" />
        <label htmlFor="orders-expedier">À expédier</label>
      </div>
      <Field id="orders-from" label="Du" errors={errors.from ? [errors.from] : undefined} errorId="orders-from-error">
        <input id="orders-from" name="from" type="date" defaultValue={filters.from ?? ""} className="input" />
      </Field>
      <Field id="orders-to" label="Au" errors={errors.to ? [errors.to] : undefined} errorId="orders-to-error">
        <input id="orders-to" name="to" type="date" defaultValue={filters.to ?? ""} className="input" />
      </Field>
      <div className="flex items-start gap-3 pt-6 sm:col-span-2 lg:col-span-1">
        <button type="submit" className="btn-dark px-4 py-2 text-xs">Filtrer</button>
        <Link to={href("/commandes")} className="btn-outline px-4 py-2 text-xs">Effacer</Link>
      </div>
    </Form>
  );
}

/** The orders matching the search, newest first, a page at a time, with the order's page open over them. */
export function OrdersScreen({ page, filters, errors, statusLabels, revenue, children }: OrdersProps) {
  const href = useAdminHref();
  const query = filtersQuery(filters);
  const searching = query.size > 0;
  // The order opens over this very page of results, and closing it comes back to them.
  const { search } = useLocation();
  const orderLink = (o: Pick<AdminOrder, "id" | "reference">) => (
    <Link to={`${href(`/commandes/${o.id}`)}${search}`} preventScrollReset className="underline" aria-label={`Voir la commande ${o.reference}`}>
      {o.reference}
    </Link>
  );
  const csv = href(`/commandes.csv${searching ? `?${query}` : ""}`);
  return (
    <div className="space-y-8">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h2 className="text-3xl">Commandes</h2>
        <a href={csv} download className="btn-outline px-4 py-2 text-xs">
          {searching ? "Exporter la sélection en CSV" : "Exporter en CSV"}
        </a>
      </div>
      <RevenueChart days={revenue} />
      <OrderSearch filters={filters} errors={errors} statusLabels={statusLabels} />
      {page.orders.length === 0 ? (
        <p className="text-ink/80">{searching ? "Aucune commande ne correspond à cette recherche." : "Aucune commande pour le moment."}</p>
      ) : (
        <>
          <ul className="grid gap-3 md:hidden" aria-label="Commandes, les plus récentes d'abord">
            {page.orders.map((o) => (
              <li key={o.id} className="space-y-1 border border-ink/10 bg-white p-3 text-sm">
                <p className="text-xs font-medium tracking-wider">{orderLink(o)}</p>
                <p>{formatParisDateTime(o.created_at)} · {statusLabels[o.status]}{o.withdrawn ? " · Rétractation demandée" : ""}</p>
                <p className="break-words text-ink/80">{o.customer_name ?? o.customer_email ?? "—"}</p>
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
                  <th scope="col" className="p-3 text-right">Total</th>
                  <th scope="col" className="p-3">Statut</th>
                </tr>
              </thead>
              <tbody>
                {page.orders.map((o) => (
                  <tr key={o.id} className="border-t border-ink/10 align-top">
                    <th scope="row" className="whitespace-nowrap p-3 text-xs font-medium tracking-wider">{orderLink(o)}</th>
                    <td className="p-3 whitespace-nowrap">{formatParisDateTime(o.created_at)}</td>
                    <td className="p-3 break-words">{o.customer_name ?? o.customer_email ?? "—"}</td>
                    <td className="p-3">{o.items.map((i) => `${i.quantity} × ${orderLineName(i)}`).join(", ")}</td>
                    <td className="p-3 text-right whitespace-nowrap font-medium">
                      {formatPrice(o.total_cents)}
                      {o.promo_code ? <span className="block text-xs font-normal text-ink/70">{o.promo_code}</span> : null}
                    </td>
                    <td className="p-3">
                      {statusLabels[o.status]}
                      {o.withdrawn ? <span className="block text-xs font-medium text-red-800">Rétractation demandée</span> : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <KeysetPager label="Pages de commandes" query={query} newer={page.newer} older={page.older} newerText="Plus récentes" olderText="Plus anciennes" />
        </>
      )}
      {children}
    </div>
  );
}
