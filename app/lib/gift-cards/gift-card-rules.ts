import * as z from "~/lib/platform/zod";
import { DAY_MS, formatLongDay, parisDay, isCalendarDate } from "../format/paris-time";
import { formatPrice } from "../format/money";
import { multiLine, singleLine } from "../platform/text-input";

/*
 * What a gift card may be (decision 116), shared by the purchase form in the browser and the
 * server that checks it again.
 */

/** The free amount's bounds: a card below 20 € is not a gift, above 500 € a payment of its own. */
export const GIFT_CARD_MIN_CENTS = 2_000;
export const GIFT_CARD_MAX_CENTS = 50_000;

/** Cards in one cart: each carries its recipient in the cart's cookie, which must stay small. */
export const MAX_GIFT_CARDS_IN_CART = 2;

/** Words printed on the card and in the recipient's email. */
export const GIFT_CARD_MESSAGE_MAX = 200;

/** « De la part de »: a name or a signature (« Julie et Marc »), one line of the card (decision 156). */
export const GIFT_CARD_SENDER_MAX = 60;

/** A sending date at most this many days ahead: the card's validity runs from its issue. */
const GIFT_CARD_SEND_MAX_DAYS = 365;

/** Validity from the issue; the CGV state it (decision 116). */
export const GIFT_CARD_VALIDITY_MONTHS = 12;

export const GIFT_CARD_LABEL = "Carte cadeau";

/** The withdrawal from a card bought (decision 118), as the CGV and the order's confirmation state it. */
export const GIFT_CARD_WITHDRAWAL_RULE =
  "Vous pouvez vous rétracter de l'achat d'une carte cadeau dans les quatorze jours qui suivent son envoi au destinataire, tant qu'elle n'a pas été utilisée ; la carte est alors annulée et son prix remboursé. Une carte déjà utilisée, même en partie, ne peut plus faire l'objet d'une rétractation ; si la commande qui l'a achetée est remboursée, seule la part de la carte qui n'a pas servi est reprise.";

/**
 * A card's VAT nature (decision 160): « single » (single-purpose voucher, VAT at its sale, decision
 * 117) before the day the shop first delivered abroad, « multi » (multi-purpose voucher: its sale is
 * no supply, VAT is due on the order it pays) from that day.
 */
export type VoucherKind = "single" | "multi";

/** The kind of a card issued on `day` (Paris, « AAAA-MM-JJ »), given the switch date or null. */
export function voucherKindOn(day: string, multiPurposeFrom: string | null): VoucherKind {
  return multiPurposeFrom !== null && day >= multiPurposeFrom ? "multi" : "single";
}

/** The line of a multi-purpose card sold, on the invoice of an order that sells bottles too (decision 160). */
export const MULTI_PURPOSE_CARD_LINE = "Carte cadeau (bon à usages multiples, hors champ de la TVA)";


/**
 * The one rule of what an order's VAT is computed on (decisions 117 and 160), read by the
 * checkout, the settlement and the invoice's lines: its total, less what a single-purpose card
 * paid (taxed at that card's sale) and less the multi-purpose cards it sells (no supply: their
 * VAT is due on the orders they will pay). A multi-purpose card that pays leaves the whole sale taxed.
 */
export function taxedCentsOf(
  order: { total_cents: number; gift_card_cents: number },
  vouchers: { paying: VoucherKind | null; soldOutsideVatCents: number },
): number {
  const paidByTaxedCard = vouchers.paying === "multi" ? 0 : order.gift_card_cents;
  return order.total_cents - paidByTaxedCard - vouchers.soldOutsideVatCents;
}

/**
 * Of a refund, what a credit note takes back (decisions 118, 144 and 160): not the part that goes
 * back on a single-purpose card that paid (never on the invoice), nor what it takes back of the
 * multi-purpose cards the order sold (a prepayment refunded, with its receipt); a multi-purpose
 * card's part is credited in full (its VAT was on the invoice).
 */
export function creditedCentsOf(refund: { amountCents: number; backOnCardCents: number; soldCardsTakenCents: number }, paying: VoucherKind | null): number {
  const cardOff = paying === "multi" ? 0 : refund.backOnCardCents;
  return Math.max(0, refund.amountCents - cardOff - refund.soldCardsTakenCents);
}

/**
 * A single-purpose card spent for a delivery outside France and Monaco: refused beside the field
 * (decision 160), its terms having said France; `from` is the switch date (« AAAA-MM-JJ »).
 */
export function singlePurposeAbroadRefusal(from: string): string {
  return `Cette carte cadeau, achetée avant le ${formatLongDay(from)}, s'utilise pour une livraison en France ou à Monaco.`;
}

/** What a multi-purpose card paid, on an order's amounts and its invoice: a plain payment (decision 160). */
export const MULTI_PURPOSE_PAYMENT_LABEL = "Payé par carte cadeau";

/** The row of an order's amounts for what a card paid: its VAT was due at the card's sale (decision 117). */
export const GIFT_CARD_PAYMENT_LABEL = `${MULTI_PURPOSE_PAYMENT_LABEL} (TVA acquittée à son achat)`;

/** The row of what a card paid, by its kind (decisions 117, 160); a row built before kinds says single-purpose. */
export function giftCardPaymentLabel(kind: VoucherKind | null | undefined): string {
  return kind === "multi" ? MULTI_PURPOSE_PAYMENT_LABEL : GIFT_CARD_PAYMENT_LABEL;
}

/** The line's name on the order, Stripe's page, the invoice and every email. */
export function giftCardLineName(recipientName: string): string {
  return `${GIFT_CARD_LABEL} pour ${recipientName}`;
}

/**
 * Who offers the card as it prints: the name the buyer typed, or for a card sold before the form
 * asked for one, the buyer's name as the payment gave it (null when neither is known).
 */
export function giftCardSender(card: { sender_name: string }, buyerName: string | null): string | null {
  return card.sender_name || buyerName || null;
}

/** The last day a card may be sent: today in Paris plus the bound. */
export function lastSendDay(now: Date): string {
  return parisDay(new Date(now.getTime() + GIFT_CARD_SEND_MAX_DAYS * DAY_MS));
}

const DIGITS = /^\d+$/;

/**
 * The purchase form: one of the offered amounts, or « Autre montant » in whole euros within the
 * bounds; the recipient; a sending date from today (Paris) on. `offered` and `now` come from the
 * server so both sides apply the same list and the same day.
 */
export function giftCardPurchaseSchema(offered: number[], now: Date) {
  const today = parisDay(now);
  const last = lastSendDay(now);
  return z
    .object({
      amount: z.string({ error: "Choisissez un montant." }),
      otherAmount: z.string().trim().optional(),
      recipientName: singleLine({ error: "Indiquez le nom du destinataire." })
        .min(1, "Indiquez le nom du destinataire.")
        .max(80, "Le nom ne peut pas dépasser 80 caractères."),
      senderName: singleLine({ error: "Indiquez de la part de qui est la carte." })
        .min(1, "Indiquez de la part de qui est la carte.")
        .max(GIFT_CARD_SENDER_MAX, `Ce nom ne peut pas dépasser ${GIFT_CARD_SENDER_MAX} caractères.`),
      recipientEmail: singleLine({ error: "Indiquez l'adresse email du destinataire." })
        .min(1, "Indiquez l'adresse email du destinataire.")
        .pipe(z.email("Adresse email invalide.").max(254, "Adresse email trop longue.")),
      message: multiLine()
        .max(GIFT_CARD_MESSAGE_MAX, `Votre message ne peut pas dépasser ${GIFT_CARD_MESSAGE_MAX} caractères.`)
        .optional()
        .default(""),
      sendOn: z
        .string({ error: "Choisissez la date d'envoi." })
        .refine(isCalendarDate, "Date invalide.")
        .refine((d) => d >= today, "La date d'envoi ne peut pas être passée.")
        .refine((d) => d <= last, `La date d'envoi doit être dans les ${GIFT_CARD_SEND_MAX_DAYS} jours.`),
    })
    .transform((v, ctx) => {
      let cents: number;
      if (v.amount === "other") {
        const euros = v.otherAmount ?? "";
        cents = DIGITS.test(euros) ? Number(euros) * 100 : NaN;
        if (!(cents >= GIFT_CARD_MIN_CENTS && cents <= GIFT_CARD_MAX_CENTS)) {
          ctx.addIssue({
            code: "custom",
            path: ["otherAmount"],
            message: `Indiquez un montant en euros entre ${formatPrice(GIFT_CARD_MIN_CENTS)} et ${formatPrice(GIFT_CARD_MAX_CENTS)}.`,
          });
          return z.NEVER;
        }
      } else {
        cents = DIGITS.test(v.amount) ? Number(v.amount) : NaN;
        if (!offered.includes(cents)) {
          ctx.addIssue({ code: "custom", path: ["amount"], message: "Choisissez un montant proposé." });
          return z.NEVER;
        }
      }
      return {
        amountCents: cents,
        recipientName: v.recipientName,
        senderName: v.senderName,
        recipientEmail: v.recipientEmail,
        message: v.message,
        sendOn: v.sendOn,
      };
    });
}

export type GiftCardChoice = z.output<ReturnType<typeof giftCardPurchaseSchema>>;

/** The redeem field of the cart: a code as printed (« ABCD-EFGH-… »), case and dashes aside. */
export const giftCardCodeSchema = z.object({
  giftCardCode: singleLine({ error: "Saisissez le code de la carte cadeau." })
    .min(1, "Saisissez le code de la carte cadeau.")
    .max(40, "Code de carte cadeau invalide."),
});

/** The code as stored: upper case, without spaces or dashes. */
export function normaliseGiftCardCode(raw: string): string {
  return raw.toUpperCase().replace(/[\s-]/g, "");
}

/** The code as printed, in groups of four. */
export function printedGiftCardCode(code: string): string {
  return code.match(/.{1,4}/g)?.join("-") ?? code;
}

/** What is left to pay once the card has paid its part. */
export function amountDueCents(order: { total_cents: number; gift_card_cents: number }): number {
  return order.total_cents - order.gift_card_cents;
}

/** Its gift card pays all of it: no payment page, the shop's own confirmation (decision 124). */
export function paidInFullByCard(order: { total_cents: number; gift_card_cents: number }): boolean {
  return order.gift_card_cents > 0 && amountDueCents(order) === 0;
}

/** The owner's offered amounts as stored ("5000,10000,15000"), in increasing order. */
export function parseOfferedAmounts(stored: string): number[] {
  const amounts = stored
    .split(",")
    .map((v) => Number(v.trim()))
    .filter((v) => Number.isSafeInteger(v) && v >= GIFT_CARD_MIN_CENTS && v <= GIFT_CARD_MAX_CENTS);
  return [...new Set(amounts)].sort((a, b) => a - b);
}
