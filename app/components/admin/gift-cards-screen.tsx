import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, Link, useSearchParams } from "@remix-run/react";
import { formatPrice } from "~/lib/format/money";
import { formatParisDate, formatParisDateTime } from "~/lib/format/paris-time";
import { offeredAmountsSchema } from "~/lib/gift-cards/admin-forms";
import { Field } from "../ui/field";
import { Pagination } from "../ui/pagination";
import { ListSearch } from "./list-search";
import { useAdminHref } from "./admin-href";

type Card = {
  id: number;
  initial_cents: number;
  balance_cents: number;
  recipient_name: string;
  recipient_email: string;
  sender_name: string;
  send_on: string;
  expires_at: Date | null;
  disabled_at: Date | null;
};
type Row = { card: Card; orderId: number | null; orderReference: string | null; buyer: string | null };
type Move = { id: number; kind: string; amount_cents: number; balance_after_cents: number; order_id: number | null; created_at: Date };

const MOVE_LABELS: Record<string, string> = { issue: "Émission", hold: "Réservé par un paiement en cours", debit: "Débit", credit: "Crédit", cancel: "Annulation" };

function status(card: Card, now: Date): string {
  if (card.disabled_at) return "Désactivée";
  if (card.expires_at && card.expires_at <= now) return "Expirée";
  return card.balance_cents === 0 ? "Épuisée" : "Active";
}

function AmountsForm({ amounts, lastResult }: { amounts: string; lastResult?: SubmissionResult<string[]> | null }) {
  const [form, fields] = useForm({
    id: "gift-card-amounts",
    lastResult: lastResult ?? undefined,
    defaultValue: { amounts },
    shouldValidate: "onBlur",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: offeredAmountsSchema }),
  });
  return (
    <Form method="post" {...getFormProps(form)} className="flex max-w-2xl flex-wrap items-start gap-4 bg-white p-6 ring-1 ring-ink/5">
      <Field
        id={fields.amounts.id}
        label="Montants proposés (€)"
        errors={fields.amounts.errors}
        errorId={fields.amounts.errorId}
        hint="Séparés par des virgules, par exemple 50, 100, 150. Le client peut aussi choisir un autre montant de 20 à 500 €."
        className="min-w-[16rem] flex-1"
      >
        <input {...getInputProps(fields.amounts, { type: "text" })} key={fields.amounts.key} className="input" />
      </Field>
      <button type="submit" name="intent" value="amounts" className="btn-dark mt-6">
        Enregistrer
      </button>
    </Form>
  );
}

function Ledger({ card, moves }: { card: Card; moves: Move[] }) {
  const href = useAdminHref();
  return (
    <section aria-labelledby="ledger-title" className="bg-white p-6 ring-1 ring-ink/5">
      <h3 id="ledger-title" className="font-display text-2xl">
        Carte n° {card.id} pour {card.recipient_name}
      </h3>
      <p className="mt-1 text-sm">
        Solde {formatPrice(card.balance_cents)} sur {formatPrice(card.initial_cents)} · {status(card, new Date())}
        {card.expires_at ? ` · valable jusqu'au ${formatParisDate(card.expires_at)}` : ""}
      </p>
      <div className="mt-4 overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Mouvements de la carte</caption>
          <thead>
            <tr className="border-b border-ink/20">
              <th scope="col" className="py-2 pr-4">Date</th>
              <th scope="col" className="py-2 pr-4">Mouvement</th>
              <th scope="col" className="py-2 pr-4 text-right">Montant</th>
              <th scope="col" className="py-2 pr-4 text-right">Solde après</th>
              <th scope="col" className="py-2">Commande</th>
            </tr>
          </thead>
          <tbody>
            {moves.map((m) => (
              <tr key={m.id} className="border-b border-ink/10">
                <td className="py-2 pr-4">{formatParisDateTime(m.created_at)}</td>
                <td className="py-2 pr-4">{MOVE_LABELS[m.kind] ?? m.kind}</td>
                <td className="py-2 pr-4 text-right tabular-nums">{formatPrice(m.amount_cents)}</td>
                <td className="py-2 pr-4 text-right tabular-nums">{formatPrice(m.balance_after_cents)}</td>
                <td className="py-2">{m.order_id ? <Link to={href(`/commandes/${m.order_id}`)} className="underline">n° {m.order_id}</Link> : "—"}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {card.disabled_at ? null : (
        <Form method="post" className="mt-4">
          <input type="hidden" name="cardId" value={card.id} />
          <button type="submit" name="intent" value="disable" className="btn-outline px-4 py-2 text-xs">
            Désactiver la carte
          </button>
        </Form>
      )}
    </section>
  );
}

type Voucher = { id: number; code: string; value_cents: number; balance_cents: number; status: string; expires_at: Date };
type VoucherRow = { voucher: Voucher; orderId: number; orderReference: string; buyer: string | null; usedOrderReference: string | null };
type Paged<K extends string, T> = Record<K, T[]> & { total: number; page: number; pageCount: number };

const VOUCHER_STATES: Record<string, string> = { active: "Valable", used: "Utilisé", cancelled: "Annulé (coffret remboursé)" };

function voucherState(v: Voucher, now: Date): string {
  return v.status === "active" && v.expires_at <= now ? "Expiré" : (VOUCHER_STATES[v.status] ?? v.status);
}

function Vouchers({ vouchers, query }: { vouchers: Paged<"vouchers", VoucherRow>; query: URLSearchParams }) {
  const href = useAdminHref();
  const now = new Date();
  const bq = query.get("bq") ?? "";
  return (
    <section aria-labelledby="vouchers-title" className="bg-white p-6 ring-1 ring-ink/5">
      <h3 id="vouchers-title" className="font-display text-2xl">Bons coffret</h3>
      <p className="mt-1 text-sm text-ink/80">Les bons émis par les coffrets découverte payés : leur valeur, ce qu'il en reste et leur état.</p>
      <ListSearch id="vouchers-search" name="bq" title="Rechercher un bon coffret" label="Code, client ou référence de commande" value={bq} keep={{ q: query.get("q") ?? "" }} />
      {vouchers.vouchers.length === 0 ? (
        <p className="mt-4 text-sm">{bq ? "Aucun bon ne correspond à cette recherche." : "Aucun bon émis pour le moment."}</p>
      ) : (
        <div className="mt-4 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Bons coffret, {vouchers.total} au total</caption>
            <thead>
              <tr className="border-b border-ink/20">
                <th scope="col" className="py-2 pr-4">Code</th>
                <th scope="col" className="py-2 pr-4">Coffret acheté par</th>
                <th scope="col" className="py-2 pr-4 text-right">Reste</th>
                <th scope="col" className="py-2 pr-4">Valable jusqu'au</th>
                <th scope="col" className="py-2">État</th>
              </tr>
            </thead>
            <tbody>
              {vouchers.vouchers.map(({ voucher, orderId, orderReference, buyer, usedOrderReference }) => (
                <tr key={voucher.id} className="border-b border-ink/10">
                  <td className="py-2 pr-4 font-mono text-xs">{voucher.code}</td>
                  <td className="py-2 pr-4">
                    {buyer ?? "—"}
                    <Link to={href(`/commandes/${orderId}`)} className="block text-xs underline">
                      {orderReference}
                    </Link>
                  </td>
                  <td className="py-2 pr-4 text-right tabular-nums">
                    {formatPrice(voucher.balance_cents)} / {formatPrice(voucher.value_cents)}
                  </td>
                  <td className="py-2 pr-4">{formatParisDate(voucher.expires_at)}</td>
                  <td className="py-2">
                    {voucherState(voucher, now)}
                    {usedOrderReference ? <span className="block text-xs">sur {usedOrderReference}</span> : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pagination page={vouchers.page} pageCount={vouchers.pageCount} label="Pages des bons coffret" query={query.toString()} param="bons" hash="vouchers-title" />
    </section>
  );
}

/** /{ADMIN_PATH}/cartes-cadeaux: the amounts offered, the cards sold and the set vouchers issued (searched, by pages), one card's ledger. */
export function GiftCardsScreen({
  cards,
  vouchers,
  detail,
  amounts,
  answer,
}: {
  cards: Paged<"cards", Row>;
  vouchers: Paged<"vouchers", VoucherRow>;
  detail: { card: Card; moves: Move[] } | null;
  amounts: string;
  answer?: { result: SubmissionResult<string[]> | null };
}) {
  const href = useAdminHref();
  const now = new Date();
  const [query] = useSearchParams();
  const q = query.get("q") ?? "";
  return (
    <div className="space-y-8">
      <div>
        <h2 className="text-3xl">Cartes cadeaux</h2>
        <p className="mt-2 max-w-2xl text-sm text-ink/80">
          Les cartes vendues, leur solde et leurs mouvements. Une carte désactivée ne peut plus payer ; elle ne peut pas
          l'être pendant qu'un paiement en cours l'utilise.
        </p>
      </div>
      <AmountsForm amounts={amounts} lastResult={answer?.result} />
      {detail ? <Ledger card={detail.card} moves={detail.moves} /> : null}
      <section aria-labelledby="sold-title" className="bg-white p-6 ring-1 ring-ink/5">
        <h3 id="sold-title" className="font-display text-2xl">Cartes vendues</h3>
        <ListSearch id="cards-search" name="q" title="Rechercher une carte vendue" label="Destinataire, acheteur, référence, n° ou code de la carte" value={q} keep={{ bq: query.get("bq") ?? "" }} />
        {cards.cards.length === 0 ? (
          <p className="mt-4 text-sm">{q ? "Aucune carte ne correspond à cette recherche." : "Aucune carte vendue pour le moment."}</p>
        ) : (
          <div className="mt-4 overflow-x-auto">
            <table className="w-full text-left text-sm">
              <thead>
                <tr className="border-b border-ink/20">
                  <th scope="col" className="py-2 pr-4">Carte</th>
                  <th scope="col" className="py-2 pr-4">Destinataire</th>
                  <th scope="col" className="py-2 pr-4">De la part de</th>
                  <th scope="col" className="py-2 pr-4">Achetée par</th>
                  <th scope="col" className="py-2 pr-4 text-right">Solde</th>
                  <th scope="col" className="py-2 pr-4">Envoi</th>
                  <th scope="col" className="py-2">État</th>
                </tr>
              </thead>
              <tbody>
                {cards.cards.map(({ card, orderId, orderReference, buyer }) => (
                  <tr key={card.id} className="border-b border-ink/10">
                    <td className="py-2 pr-4">
                      <Link to={href(`/cartes-cadeaux?carte=${card.id}`)} className="underline">
                        n° {card.id}
                      </Link>
                    </td>
                    <td className="py-2 pr-4">
                      {card.recipient_name}
                      <span className="block text-xs text-ink/80">{card.recipient_email}</span>
                    </td>
                    <td className="py-2 pr-4">{card.sender_name || "—"}</td>
                    <td className="py-2 pr-4">
                      {buyer ?? "—"}
                      {orderId ? (
                        <Link to={href(`/commandes/${orderId}`)} className="block text-xs underline">
                          {orderReference}
                        </Link>
                      ) : null}
                    </td>
                    <td className="py-2 pr-4 text-right tabular-nums">
                      {formatPrice(card.balance_cents)} / {formatPrice(card.initial_cents)}
                    </td>
                    <td className="py-2 pr-4">{card.send_on.split("-").reverse().join("/")}</td>
                    <td className="py-2">{status(card, now)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <Pagination page={cards.page} pageCount={cards.pageCount} label="Pages des cartes vendues" query={query.toString()} hash="sold-title" />
      </section>
      <Vouchers vouchers={vouchers} query={query} />
    </div>
  );
}
