import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, Link } from "@remix-run/react";
import { formatPrice } from "~/lib/format/money";
import { formatParisDate, formatParisDateTime } from "~/lib/format/paris-time";
import { offeredAmountsSchema } from "~/lib/gift-cards/admin-forms";
import { Field } from "../ui/field";
import { useAdminHref } from "./admin-href";

type Card = {
  id: number;
  initial_cents: number;
  balance_cents: number;
  recipient_name: string;
  recipient_email: string;
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

/** /{ADMIN_PATH}/cartes-cadeaux: the amounts offered, the cards sold with their balances, one card's ledger. */
export function GiftCardsScreen({
  cards,
  detail,
  amounts,
  answer,
}: {
  cards: Row[];
  detail: { card: Card; moves: Move[] } | null;
  amounts: string;
  answer?: { result: SubmissionResult<string[]> | null };
}) {
  const href = useAdminHref();
  const now = new Date();
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
        {cards.length === 0 ? (
          <p className="mt-4 text-sm">Aucune carte vendue pour le moment.</p>
        ) : (
          <div className="mt-4 overflow-x-auto">
            <table className="w-full text-left text-sm">
              <thead>
                <tr className="border-b border-ink/20">
                  <th scope="col" className="py-2 pr-4">Carte</th>
                  <th scope="col" className="py-2 pr-4">Destinataire</th>
                  <th scope="col" className="py-2 pr-4">Achetée par</th>
                  <th scope="col" className="py-2 pr-4 text-right">Solde</th>
                  <th scope="col" className="py-2 pr-4">Envoi</th>
                  <th scope="col" className="py-2">État</th>
                </tr>
              </thead>
              <tbody>
                {cards.map(({ card, orderId, orderReference, buyer }) => (
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
      </section>
    </div>
  );
}
