import { brand } from "../brand";
import type { VoucherKind } from "../gift-cards/gift-card-rules";
import { formatPrice } from "../format/money";
import { formatParisDate, formatParisDateTime } from "../format/paris-time";
import { SET_VOUCHER_RULE } from "../discovery-sets/set-rules";
import { GIFT_CARD_WITHDRAWAL_RULE } from "../gift-cards/gift-card-rules";
import { GUARANTEE_NOTICE_PATH } from "../legal/guarantee-notice-path";
import { legalFooter } from "../legal/email-footer";
import { EmailLayout, H2, Link, List, P, plain, renderEmailHtml, UrlLink, type RenderedEmail } from "../mail/layout.server";
import type { Order, OrderItem, ShopSettings, Withdrawal } from "../platform/schema.server";
import { amountRows, amountsOfOrder } from "../orders/amount-rows";
import { creditNoteLabel, invoiceLabel } from "../orders/invoice-label";

// The emails of an order, to its customer and to the owner, in the mail's frame (`EmailLayout`);
// order-mail/order-emails.server.ts queues them.

const price = (cents: number) => plain(formatPrice(cents));

export type OrderMailContext = {
  /** `gift_card_kind`: the paying card's, when the caller read it (decision 160). */
  order: Order & { gift_card_kind?: VoucherKind | null };
  items: OrderItem[];
  settings: ShopSettings;
  /** Absolute base of the shop's links (PUBLIC_URL or the origin of the request behind the event). */
  siteUrl: string;
  /** The signed link that opens the shopper's order page without typing anything (decision 087). */
  orderPageUrl?: string;
  /** The free samples in the parcel, by name. */
  samples?: string[];
  /** The chosen method's delay as every page says it (deliverySentence, decision 108). */
  deliveryPromise?: string | null;
  /** The vouchers the order's discovery sets issued, each as `voucherSentence` states it. */
  vouchers?: string[];
  /** The gift cards the order bought, each as `cardSendingSentences` states its sending. */
  giftCards?: string[];
};

/** The order's rows (decision 106); the samples, which cost nothing, read as a sentence under the table. */
function rowsOf({ order, items, samples = [] }: OrderMailContext) {
  const { lines, totals } = amountRows(amountsOfOrder(order, items, samples));
  return { lines, totals: totals.filter((t) => t.key !== "samples"), samples: totals.find((t) => t.key === "samples") };
}

const CELL = { padding: "8px 0", borderBottom: "1px solid #ece4d3" };
const AMOUNT = { textAlign: "right", whiteSpace: "nowrap" } as const;

function OrderLines({ ctx }: { ctx: OrderMailContext }) {
  const { lines, totals, samples } = rowsOf(ctx);
  return (
    <>
      <table role="presentation" width="100%" cellPadding="0" cellSpacing="0" style={{ margin: "8px 0 16px" }}>
        <tbody>
          {lines.map((l, i) => (
            <tr key={`line-${i}`}>
              <td style={CELL}>
                {l.quantity} × {l.name}
              </td>
              <td style={{ ...CELL, ...AMOUNT }}>{plain(l.total)}</td>
            </tr>
          ))}
          {totals.map(({ key, label, value, strong }) => (
            <tr key={key}>
              <td style={{ padding: "4px 0", fontWeight: strong ? "bold" : undefined }}>{label}</td>
              <td style={{ padding: "4px 0", ...AMOUNT, fontWeight: strong ? "bold" : undefined }}>{plain(value)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {samples && (
        <P>
          {samples.label} : {samples.value}.
        </P>
      )}
      <GiftMessage order={ctx.order} />
    </>
  );
}

/** The card's words as the shopper typed them, line breaks kept. */
function GiftMessage({ order }: { order: Order }) {
  if (!order.gift_message) return null;
  return (
    <>
      <P style={{ margin: "0 0 4px" }}>Message de la carte :</P>
      <blockquote
        style={{
          margin: "0 0 12px",
          padding: "8px 12px",
          borderLeft: "3px solid #c9a45c",
          whiteSpace: "pre-line",
          fontFamily: "'Cormorant Garamond',Georgia,serif",
          fontSize: "18px",
        }}
      >
        {order.gift_message}
      </blockquote>
    </>
  );
}

function linesText(ctx: OrderMailContext): string {
  const { lines, totals, samples } = rowsOf(ctx);
  return [
    ...lines.map((l) => `${l.quantity} x ${l.name} : ${plain(l.total)}`),
    "",
    ...totals.map((t) => `${t.label} : ${plain(t.value)}`),
    ...(samples ? ["", `${samples.label} : ${samples.value}.`] : []),
    ...(ctx.order.gift_message ? ["", "Message de la carte :", ctx.order.gift_message] : []),
  ].join("\n");
}


function Address({ order }: { order: Order }) {
  return order.shipping_address ? <P style={{ whiteSpace: "pre-line" }}>{order.shipping_address}</P> : null;
}

const VOUCHER_INTRO = "Votre coffret découverte vous offre un bon à usage unique, à saisir dans le champ « Code promo » du panier :";

function Vouchers({ vouchers = [] }: OrderMailContext) {
  if (!vouchers.length) return null;
  return (
    <>
      <H2>Votre bon coffret</H2>
      <P>{VOUCHER_INTRO}</P>
      <List items={vouchers.map(plain)} itemStyle={{ margin: "0 0 4px", fontFamily: "monospace" }} />
      <P>{SET_VOUCHER_RULE}</P>
    </>
  );
}

function vouchersText({ vouchers = [] }: OrderMailContext): string[] {
  return vouchers.length ? ["", VOUCHER_INTRO, ...vouchers.map(plain), SET_VOUCHER_RULE] : [];
}

const ORDER_PAGE_INTRO = "Suivre votre commande, ou y renoncer pendant le délai de rétractation, sans rien saisir :";

function OrderPageLink({ orderPageUrl }: OrderMailContext) {
  return orderPageUrl ? (
    <P>
      {ORDER_PAGE_INTRO} <Link href={orderPageUrl}>ouvrir ma commande</Link>.
    </P>
  ) : null;
}

function orderPageText({ orderPageUrl }: OrderMailContext): string[] {
  return orderPageUrl ? ["", ORDER_PAGE_INTRO, orderPageUrl] : [];
}

const OpenInAdmin = ({ adminUrl }: { adminUrl: string }) => (
  <P>
    <Link href={adminUrl}>Ouvrir la commande dans l&apos;administration</Link>
  </P>
);

/** Goods bought: the legal guarantee, and where the EU notice on it is shown in full (decision 141). */
const GUARANTEE_SENTENCE =
  "Vos parfums bénéficient de la garantie légale de conformité de deux ans minimum. La notice de l'Union européenne sur la garantie légale :";

/** To the customer once the payment is recorded: what was bought, where it goes, and their rights. */
export function orderConfirmation(ctx: OrderMailContext): RenderedEmail {
  const { order, siteUrl } = ctx;
  const name = order.customer_name ? ` ${order.customer_name}` : "";
  const cgv = `${siteUrl}/cgv`;
  const withdrawal = `${siteUrl}/retractation`;
  const guarantee = `${siteUrl}${GUARANTEE_NOTICE_PATH}`;
  const title = "Merci pour votre commande";
  const cards = ctx.giftCards ?? [];
  // Gift card lines are the order's only lines without a format: then nothing is shipped.
  const parcel = ctx.items.length > cards.length;
  const next = parcel ? "Nous la préparons avec soin et vous écrirons dès son expédition." : "Rien ne vous sera expédié : chaque carte cadeau part par email le jour choisi.";
  const rights = [
    ...(parcel ? ["Vous disposez d'un délai de 14 jours à compter de la réception de votre colis pour exercer votre droit de rétractation, sans avoir à vous justifier."] : []),
    ...(cards.length ? [GIFT_CARD_WITHDRAWAL_RULE] : []),
  ].join(" ");
  const html = renderEmailHtml(
    <EmailLayout title={title} footer={legalFooter(ctx)}>
      <P>Bonjour{name},</P>
      <P>
        Nous avons bien reçu le paiement de votre commande <strong>{order.reference}</strong>
        {order.paid_at ? ` du ${formatParisDateTime(order.paid_at)}` : ""}. {next}
      </P>
      <OrderLines ctx={ctx} />
      <Vouchers {...ctx} />
      {cards.map((c, i) => (
        <P key={i}>{c}</P>
      ))}
      {parcel && order.shipping_address && (
        <>
          <H2>Adresse de livraison</H2>
          <Address order={order} />
        </>
      )}
      {ctx.deliveryPromise && <P>{ctx.deliveryPromise}.</P>}
      {order.invoice_number != null && <P>Facture n° {invoiceLabel(order.invoice_number)}.</P>}
      <H2>Droit de rétractation</H2>
      <P>
        {rights} Formulaire et modalités : <UrlLink href={withdrawal} />. Conditions générales de vente : <UrlLink href={cgv} />.
      </P>
      {parcel && (
        <>
          <H2>Garantie légale</H2>
          <P>
            {GUARANTEE_SENTENCE} <UrlLink href={guarantee} />.
          </P>
        </>
      )}
      <OrderPageLink {...ctx} />
    </EmailLayout>,
  );
  const text = [
    `Bonjour${name},`,
    "",
    `Nous avons bien reçu le paiement de votre commande ${order.reference}. ${next}`,
    "",
    linesText(ctx),
    ...vouchersText(ctx),
    ...(cards.length ? ["", ...cards] : []),
    ...(parcel && order.shipping_address ? ["", "Adresse de livraison :", order.shipping_address] : []),
    ...(ctx.deliveryPromise ? ["", `${ctx.deliveryPromise}.`] : []),
    ...(order.invoice_number != null ? ["", `Facture n° ${invoiceLabel(order.invoice_number)}.`] : []),
    "",
    "Droit de rétractation :",
    rights,
    `Formulaire et modalités : ${withdrawal}`,
    `Conditions générales de vente : ${cgv}`,
    ...(parcel ? ["", "Garantie légale :", `${GUARANTEE_SENTENCE} ${guarantee}`] : []),
    ...orderPageText(ctx),
    "",
    "--",
    ...legalFooter(ctx),
  ].join("\n");
  return { subject: `Confirmation de votre commande ${order.reference}`, html, text };
}

export type LowStockLine = { name: string; quantity: number };

/** To the owner: a new paid order to prepare, and the perfumes it left at or under the threshold. */
export function ownerNewOrder(ctx: OrderMailContext & { adminUrl: string; lowStock: LowStockLine[] }): RenderedEmail {
  const { order, adminUrl, lowStock } = ctx;
  const who = [order.customer_name, order.customer_email].filter(Boolean).join(" · ") || "client inconnu";
  const stockLines = lowStock.map((l) => `${l.name} : ${l.quantity} en stock`);
  const html = renderEmailHtml(
    <EmailLayout title={`Nouvelle commande ${order.reference}`} footer={[brand.name]}>
      <P>
        {who} vient de payer {price(order.total_cents)}.
      </P>
      <OrderLines ctx={ctx} />
      <Address order={order} />
      {stockLines.length > 0 && (
        <>
          <H2 style={{ color: "#991b1b" }}>Stock bas</H2>
          <List items={stockLines} />
        </>
      )}
      <OpenInAdmin adminUrl={adminUrl} />
    </EmailLayout>,
  );
  const text = [
    `${who} vient de payer ${price(order.total_cents)}.`,
    "",
    linesText(ctx),
    ...(order.shipping_address ? ["", order.shipping_address] : []),
    ...(stockLines.length ? ["", "Stock bas :", ...stockLines.map((l) => `- ${l}`)] : []),
    "",
    adminUrl,
  ].join("\n");
  return { subject: `Nouvelle commande ${order.reference} (${price(order.total_cents)})`, html, text };
}

/** To the customer when the parcel leaves, with the carrier's tracking. */
export function shippingNotice(ctx: OrderMailContext): RenderedEmail {
  const { order } = ctx;
  const carrier = order.carrier ?? "";
  const tracking = order.tracking_number ?? "";
  const html = renderEmailHtml(
    <EmailLayout title="Votre commande est en route" footer={legalFooter(ctx)}>
      <P>
        Votre commande <strong>{order.reference}</strong> vient d&apos;être confiée à {carrier}.
      </P>
      <P>
        Numéro de suivi : <strong>{tracking}</strong>.
        {order.tracking_url && (
          <>
            {" "}
            Suivre le colis : <UrlLink href={order.tracking_url} />.
          </>
        )}
      </P>
      <OrderLines ctx={ctx} />
      <Address order={order} />
      <OrderPageLink {...ctx} />
    </EmailLayout>,
  );
  const text = [
    `Votre commande ${order.reference} vient d'être confiée à ${carrier}.`,
    `Numéro de suivi : ${tracking}`,
    ...(order.tracking_url ? [`Suivre le colis : ${order.tracking_url}`] : []),
    "",
    linesText(ctx),
    ...orderPageText(ctx),
    "",
    "--",
    ...legalFooter(ctx),
  ].join("\n");
  return { subject: `Votre commande ${order.reference} est expédiée`, html, text };
}

/** Paragraphs whose plain text is also the email's text part. */
const Paragraphs = ({ lines }: { lines: string[] }) => lines.map((l, i) => <P key={i}>{l}</P>);

/** To the customer when money goes back: this refund, and the total refunded so far. */
export function refundNotice(ctx: OrderMailContext & { amountCents: number; creditNoteNumber: number | null }): RenderedEmail {
  const { order, amountCents, creditNoteNumber } = ctx;
  const full = order.refunded_cents >= order.total_cents;
  const what = full ? "intégralement remboursée" : "partiellement remboursée";
  const lines = [
    `Votre commande ${order.reference} a été ${what} : ${price(amountCents)} vous sont rendus sur votre moyen de paiement.`,
    "Selon votre banque, le montant apparaît sur votre compte sous 5 à 10 jours ouvrés.",
    ...(full ? [] : [`Total remboursé à ce jour : ${price(order.refunded_cents)} sur ${price(order.total_cents)}.`]),
    ...(creditNoteNumber != null ? [`Avoir n° ${creditNoteLabel(creditNoteNumber)} ci-joint, sur la facture ${invoiceLabel(order.invoice_number)}.`] : []),
  ];
  const html = renderEmailHtml(
    <EmailLayout title="Votre remboursement" footer={legalFooter(ctx)}>
      <Paragraphs lines={lines} />
    </EmailLayout>,
  );
  const text = [...lines, "", "--", ...legalFooter(ctx)].join("\n");
  return { subject: `Remboursement de votre commande ${order.reference}`, html, text };
}

export type WithdrawalMailContext = OrderMailContext & {
  withdrawal: Withdrawal;
  /** L221-24's last day for the refund. */
  refundDueBy: Date;
  /** How many of the withdrawn lines are gift cards, cancelled with the withdrawal (decision 124). */
  withdrawnCards?: number;
};

/** Queued before the refund is made (it follows the withdrawal's transaction): « sera », and its own email confirms it. */
const CARDS_WITHDRAWN =
  "Les cartes cadeaux de cette rétractation sont annulées : leur prix vous sera remboursé dans les minutes qui suivent, par le même moyen de paiement, sans rien à renvoyer ; un email vous confirmera le remboursement.";

function withdrawnLines({ withdrawal }: WithdrawalMailContext): string[] {
  return withdrawal.lines.map((l) => `${l.quantity} × ${l.name}`);
}

/**
 * To the customer at once (D221-5): the acknowledgement on a durable medium, with what they sent,
 * the date and time it was sent (Paris), where to return the bottles and until when we refund.
 */
export function withdrawalAcknowledgement(ctx: WithdrawalMailContext): RenderedEmail {
  const { order, withdrawal, settings, refundDueBy } = ctx;
  const sentAt = formatParisDateTime(withdrawal.requested_at);
  const returnsTo = [settings.company_name.trim() || brand.name, ...settings.returns_address.split("\n").map((l) => l.trim()).filter(Boolean)];
  const intro = `Nous avons bien reçu, le ${sentAt} (heure de Paris), votre rétractation du contrat portant sur la commande ${order.reference}${order.paid_at ? ` payée le ${formatParisDateTime(order.paid_at)}` : ""}. Votre déclaration :`;
  const declaration = `« Je vous notifie par la présente ma rétractation du contrat portant sur la vente des biens ci-dessous. »`;
  const reason = withdrawal.reason ? `Motif indiqué : ${withdrawal.reason}` : "Motif : aucun (vous n'avez pas à en donner).";
  const cards = ctx.withdrawnCards ?? 0;
  const goods = withdrawal.lines.length > cards;
  // Nothing to send back for a card: only the bottles get the return instructions.
  const returns = [
    `Renvoyez les articles au plus tard 14 jours après cette rétractation, à l'adresse : ${returnsTo.join(", ")}. Les frais de retour sont à votre charge. Indiquez la référence ${order.reference} dans le colis.`,
    "Les flacons descellés (film ou scellé retiré, ou vaporisés) ne peuvent pas être repris, pour des raisons d'hygiène (article L221-28, 5° du Code de la consommation) ; les flacons restés scellés le peuvent.",
    `Nous vous rembourserons les sommes versées pour ces articles, frais de livraison initiaux compris, au plus tard le ${formatParisDate(refundDueBy)}, par le même moyen de paiement ; nous pouvons attendre d'avoir reçu les articles ou la preuve de leur expédition (article L221-24).`,
  ];
  const instructions = [...(cards ? [CARDS_WITHDRAWN] : []), ...(goods ? returns : [])];
  const html = renderEmailHtml(
    <EmailLayout title="Accusé de réception de votre rétractation" footer={legalFooter(ctx)}>
      <P>{intro}</P>
      <P>
        <em>{declaration}</em>
      </P>
      <List items={withdrawnLines(ctx)} />
      <P>{reason}</P>
      <H2>Et maintenant</H2>
      <Paragraphs lines={instructions} />
      <OrderPageLink {...ctx} />
    </EmailLayout>,
  );
  const text = [
    intro,
    declaration,
    ...withdrawnLines(ctx).map((l) => `- ${l}`),
    reason,
    "",
    "Et maintenant :",
    ...instructions,
    ...orderPageText(ctx),
    "",
    "--",
    ...legalFooter(ctx),
  ].join("\n");
  return { subject: `Accusé de réception de votre rétractation (commande ${order.reference})`, html, text };
}

/** To the owner: a withdrawal to refund, by which date, and the lines to expect back. */
export function ownerWithdrawalNotice(ctx: WithdrawalMailContext & { adminUrl: string }): RenderedEmail {
  const { order, withdrawal, refundDueBy, adminUrl } = ctx;
  const who = [order.customer_name, order.customer_email].filter(Boolean).join(" · ") || "client inconnu";
  const lines = [
    `${who} a demandé la rétractation de la commande ${order.reference} le ${formatParisDateTime(withdrawal.requested_at)}.`,
    ...withdrawnLines(ctx).map((l) => `- ${l}`),
    withdrawal.reason ? `Motif : ${withdrawal.reason}` : "Sans motif.",
    ...(withdrawal.lines.length > (ctx.withdrawnCards ?? 0)
      ? [`Remboursement à faire au plus tard le ${formatParisDate(refundDueBy)} (article L221-24), au besoin après réception des articles ou de la preuve de leur envoi.`]
      : []),
    ...(ctx.withdrawnCards ? ["Les cartes cadeaux retirées sont annulées et leur prix sera remboursé automatiquement : vérifiez le remboursement dans la commande."] : []),
  ];
  const html = renderEmailHtml(
    <EmailLayout title={`Rétractation : commande ${order.reference}`} footer={[brand.name]}>
      <Paragraphs lines={lines} />
      <OpenInAdmin adminUrl={adminUrl} />
    </EmailLayout>,
  );
  return { subject: `Rétractation demandée : commande ${order.reference}`, html, text: [...lines, "", adminUrl].join("\n") };
}
