import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { signOrderAccess } from "~/lib/orders/order-access.server";
import { sendDueEmails } from "~/lib/mail/sender.server";
import { deliverOrder } from "~/lib/orders/transitions.server";
import { shipOrder } from "~/lib/use-cases/ship-order.server";
import { db, tables, withTransaction } from "~/lib/platform/database.server";
import { customerFile } from "~/lib/use-cases/customer-file.server";
import { applyRetention } from "~/lib/use-cases/retention.server";
import { queueReviewInvitations } from "~/lib/reviews/invitations.server";
import { latestReviews, productReviews } from "~/lib/reviews/reviews.server";
import { eraseCustomer } from "~/lib/use-cases/erase-customer.server";
import { refundOrder } from "~/lib/use-cases/refund-order.server";
import type { ReceivedMail } from "../fakes/smtp-sink";
import { ADMIN_PATH, dataOf, locationOf, post, runAction, runLoader, signedInCookie, statusOf } from "./admin-helpers";
import { allOrders, checkoutAndPay, itemsOf, productBySlug, useSmtpSink } from "./checkout-helpers";

const sink = useSmtpSink("proprietaire@maison-sillage.test");
const DAY_MS = 24 * 60 * 60 * 1000;
const ACTOR = "admin@maison-sillage.test";
const BUYER = "claire.martin@example.fr";
const GOOD = { rating: "4", body: "Un sillage boisé qui tient toute la journée, très élégant.", display_name: "Claire M." };

/** A demo order of one Bahia and one Minuit Profond, paid, shipped and delivered `daysAgo` days ago. */
async function deliveredOrder(daysAgo = 8, client = "198.51.100.1") {
  const bahia = await productBySlug("bahia");
  const minuit = await productBySlug("minuit-profond");
  const reference = await checkoutAndPay({ lines: [{ id: bahia.id, quantity: 1 }, { id: minuit.id, quantity: 1 }], promoCode: null }, client);
  const order = (await allOrders()).find((o) => o.reference === reference)!;
  const at = new Date(Date.now() - daysAgo * DAY_MS);
  expect((await shipOrder({ orderId: order.id, actor: ACTOR, carrier: "Colissimo", trackingNumber: "6A1", now: at })).ok).toBe(true);
  expect((await deliverOrder({ orderId: order.id, actor: ACTOR, now: at })).ok).toBe(true);
  const { orders } = tables();
  await withTransaction((tx) => tx.update(orders).set({ delivered_at: at }).where(eq(orders.id, order.id)));
  const items = await itemsOf(order.id);
  return { order, items, token: signOrderAccess(order.id, new Date(Date.now() + 30 * DAY_MS)) };
}

function postReview(token: string, itemId: number, fields: Record<string, string> = GOOD) {
  return runAction(post(fields, { path: `suivi-commande/${token}/avis/${itemId}` }));
}

async function allReviews() {
  const { reviews } = tables();
  return db().select().from(reviews).orderBy(reviews.id);
}

async function outboxOf(kind: string) {
  const { email_outbox } = tables();
  return db().select().from(email_outbox).where(eq(email_outbox.kind, kind)).orderBy(email_outbox.id);
}

async function moderate(fields: Record<string, string>) {
  return runAction(post(fields, { cookie: await signedInCookie(), sub: "/avis" }));
}

const linksIn = (mail: ReceivedMail) => [...mail.text.matchAll(/https?:\/\/\S+\/suivi-commande\/(\S+)\/avis\/(\d+)/g)].map((m) => ({ token: m[1], itemId: Number(m[2]) }));

describe("who may review", () => {
  it("a buyer reviews a line of their order; a forged link, another order's line and a refunded line cannot", async () => {
    const { order, items, token } = await deliveredOrder();
    const other = await deliveredOrder(8, "198.51.100.2");
    expect(locationOf(await postReview(token, items[0].id))).toBe(`/suivi-commande/${token}`);
    // The token of one order opens only its own lines.
    expect(statusOf(await postReview(token, other.items[0].id))).toBe(403);
    // Someone who bought nothing has no token: a forged one is refused.
    expect(statusOf(await postReview(`${order.id}.9999999999.${"A".repeat(43)}`, items[1].id))).toBe(403);
    // A line refunded and returned in full gives no right to review.
    const refunded = await refundOrder({ orderId: other.order.id, actor: ACTOR, amountCents: other.items[1].unit_price_cents, restock: [{ item_id: other.items[1].id, quantity: 1 }] });
    expect(refunded.ok).toBe(true);
    expect(statusOf(await postReview(other.token, other.items[1].id))).toBe(403);
    const rows = await allReviews();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ order_item_id: items[0].id, rating: 4, display_name: "Claire M.", status: "pending" });
    expect(rows[0].purchased_at.getTime()).toBe(order.paid_at!.getTime());
    // The page of a line not in the order answers 404 and shows no form.
    expect(statusOf(await runLoader(`suivi-commande/${token}/avis/${other.items[0].id}`))).toBe(404);
  });

  it("one review per order line, even when the same review is posted many times at once", async () => {
    const { items, token } = await deliveredOrder();
    const answers = await Promise.all(Array.from({ length: 8 }, () => postReview(token, items[0].id)));
    expect(answers.every((a) => statusOf(a) === 302)).toBe(true);
    expect((await allReviews()).filter((r) => r.order_item_id === items[0].id)).toHaveLength(1);
  });

  it("refuses markup, removes invisible and control characters, and checks the rating and the signature", async () => {
    const { items, token } = await deliveredOrder();
    const markup = await postReview(token, items[0].id, { ...GOOD, body: "Superbe <script>alert(1)</script> parfum, je recommande !" });
    expect(statusOf(markup)).toBe(400);
    expect(JSON.stringify(dataOf(markup))).toContain("sans balises HTML");
    const entity = await postReview(token, items[0].id, { ...GOOD, body: "Superbe &lt;b&gt; parfum, je le recommande vivement." });
    expect(statusOf(entity)).toBe(400);
    expect(statusOf(await postReview(token, items[0].id, { ...GOOD, rating: "6" }))).toBe(400);
    expect(statusOf(await postReview(token, items[0].id, { ...GOOD, display_name: "Claire Martin" }))).toBe(400);
    expect(await allReviews()).toHaveLength(0);
    // Bidirectional overrides, zero-width characters and a NUL go; the words stay.
    const sneaky = "Un parfum \u202Esuperbe\u202C,\u200B tenue\u0000 remarquable sur la peau.";
    expect(statusOf(await postReview(token, items[0].id, { ...GOOD, body: sneaky }))).toBe(302);
    expect((await allReviews())[0].body).toBe("Un parfum superbe, tenue remarquable sur la peau.");
  });
});

describe("moderation", () => {
  it("publishes, replies and refuses with a published reason; the author is told why; the page shows average and count", async () => {
    const { items, token, order } = await deliveredOrder();
    await postReview(token, items[0].id);
    await postReview(token, items[1].id, { ...GOOD, rating: "2", body: "Pas pour moi, trop sucré à mon goût malgré la belle tenue." });
    const [first, second] = await allReviews();
    expect(statusOf(await moderate({ intent: "publish", id: String(first.id) }))).toBe(302);
    const publishedAt = (await allReviews())[0].published_at;
    expect(publishedAt).not.toBeNull();
    // Publishing twice (a double click) changes nothing more: the second finds it published.
    expect(statusOf(await moderate({ intent: "publish", id: String(first.id) }))).toBe(302);
    expect((await allReviews())[0].published_at).toEqual(publishedAt);
    expect(statusOf(await moderate({ intent: "reply", id: String(first.id), reply: "Merci Claire, ravis qu'il vous plaise !" }))).toBe(302);
    // A refusal needs a reason from the published rules.
    expect(statusOf(await moderate({ intent: "refuse", id: String(second.id), reason: "trop-negatif" }))).toBe(400);
    expect(statusOf(await moderate({ intent: "refuse", id: String(second.id), reason: "hors-sujet" }))).toBe(302);
    const [published, refused] = await allReviews();
    expect(published).toMatchObject({ status: "published", reply: "Merci Claire, ravis qu'il vous plaise !" });
    expect(refused).toMatchObject({ status: "refused", refusal_reason: "hors-sujet" });
    await sendDueEmails();
    const notice = sink.received.find((m) => m.subject.includes("n'a pas été publié"));
    expect(notice?.to).toContain(BUYER);
    expect(notice?.text).toContain("Sans rapport avec le parfum acheté");
    // A refused review cannot be replied to or published again.
    await moderate({ intent: "publish", id: String(refused.id) });
    await moderate({ intent: "reply", id: String(refused.id), reply: "Réponse" });
    expect((await allReviews())[1]).toMatchObject({ status: "refused", reply: null });
    const page = await productReviews(items[0].product_id!, 1);
    expect(page).toMatchObject({ average: 4, count: 1 });
    expect(page.items[0]).toMatchObject({ author: "Claire M.", reply: { text: "Merci Claire, ravis qu'il vous plaise !" } });
    expect(page.items[0].purchasedAt.getTime()).toBe(order.paid_at!.getTime());
    expect((await latestReviews()).map((r) => r.id)).toEqual([published.id]);
    // The home: the demo's examples while the owner shows them, then the buyers' reviews.
    const home = async () => {
      const { loader } = await import("~/routes/_index");
      return (await loader({ request: new Request("http://localhost/"), params: {}, context: {} })).reviews;
    };
    expect((await home())?.statement).toContain("ne proviennent pas d'achats vérifiés");
    const { shop_settings } = tables();
    await withTransaction((tx) => tx.update(shop_settings).set({ show_demo_reviews: false }));
    expect((await home())?.items.map((r) => r.author)).toEqual(["Claire M."]);
  });

  it("the owner cannot change a buyer's words or rating: no action takes them", async () => {
    const { items, token } = await deliveredOrder();
    await postReview(token, items[0].id);
    const [review] = await allReviews();
    for (const intent of ["publish", "reply", "edit", "update"]) {
      await moderate({ intent, id: String(review.id), rating: "5", body: "Le meilleur parfum du monde, achetez-le.", display_name: "Owner X.", reply: "Merci !" });
    }
    const [after] = await allReviews();
    expect(after).toMatchObject({ rating: review.rating, body: review.body, display_name: review.display_name });
  });

  it("the product page pages its reviews with ?avis=, newest first, with their average over all", async () => {
    const bahia = await productBySlug("bahia");
    const empty = dataOf<{ reviews: { count: number } }>(await runLoader("products/bahia"));
    expect(empty.reviews.count).toBe(0);
    for (let i = 0; i < 6; i++) {
      const { items, token } = await deliveredOrder(8, `198.51.100.${10 + i}`);
      await postReview(token, items[0].id, { ...GOOD, rating: String((i % 5) + 1) });
    }
    for (const r of await allReviews()) await moderate({ intent: "publish", id: String(r.id) });
    const second = dataOf<{ reviews: { count: number; average: number; page: number; pageCount: number; items: unknown[] } }>(await runLoader("products/bahia?avis=2"));
    expect(second.reviews).toMatchObject({ count: 6, average: 2.7, page: 2, pageCount: 2 });
    expect(second.reviews.items).toHaveLength(1);
    expect((await productReviews(bahia.id, 1)).items).toHaveLength(5);
  });
});

describe("invitations", () => {
  it("one email per delivered order after the owner's delay, even with two passes at once, with one-click unsubscribe", async () => {
    const { order } = await deliveredOrder(8);
    await deliveredOrder(3, "198.51.100.2"); // delivered too recently for the 7-day delay
    const counts = await Promise.all([queueReviewInvitations(), queueReviewInvitations(), queueReviewInvitations()]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await queueReviewInvitations()).toBe(0);
    const queued = await outboxOf("review_invitation");
    expect(queued.map((m) => m.order_id)).toEqual([order.id]);
    await sendDueEmails();
    const mail = sink.received.find((m) => m.subject.includes("Votre avis"))!;
    expect(mail.to).toContain(BUYER);
    const links = linksIn(mail);
    expect(links).toHaveLength(2);
    expect(mail.raw).toMatch(/List-Unsubscribe-Post: List-Unsubscribe=One-Click/);
    // The invitation's link opens the form; a review through it is accepted.
    expect(statusOf(await runLoader(`suivi-commande/${links[0].token}/avis/${links[0].itemId}`))).toBe(200);
    expect(statusOf(await postReview(links[0].token, links[0].itemId))).toBe(302);
    // The owner shortens the delay: the second order is invited, unless its address opted out.
    const key = /\/avis\/desinscription\/([A-Za-z0-9_-]{43})/.exec(mail.text)![1];
    expect(statusOf(await runAction(post({ "List-Unsubscribe": "One-Click" }, { path: `avis/desinscription/${key}` })))).toBe(200);
    // Saving the delay runs a pass at once.
    expect(statusOf(await moderate({ intent: "settings", invitation_days: "2" }))).toBe(302);
    expect(await outboxOf("review_invitation")).toHaveLength(1);
    const { review_invitations } = tables();
    expect((await db().select().from(review_invitations)).map((r) => r.emailed).sort()).toEqual([false, true]);
  });
});

describe("personal data", () => {
  it("the export lists the reviews, the erasure deletes them, the retention job after three years", async () => {
    const { items, token } = await deliveredOrder();
    await postReview(token, items[0].id);
    const file = await customerFile(BUYER);
    expect(file?.avis).toEqual([expect.objectContaining({ note: 4, signature: "Claire M.", etat: "en cours de relecture", texte: GOOD.body })]);
    expect(file?.invitations_avis_refusees).toBe(false);
    const erased = await eraseCustomer(BUYER, ACTOR);
    expect(erased.ok).toBe(true);
    expect(await allReviews()).toHaveLength(0);

    const next = await deliveredOrder(8, "198.51.100.3");
    await postReview(next.token, next.items[0].id);
    const inFourYears = new Date(Date.now() + 4 * 365 * DAY_MS);
    expect((await applyRetention(new Date(Date.now() + DAY_MS))).reviewsDeleted).toBe(0);
    expect((await applyRetention(inFourYears)).reviewsDeleted).toBe(1);
  });
});

it("the rules page and the moderation screen load", async () => {
  const policy = (await runLoader("avis-clients")) as { doc: { sections: { heading: string }[] } };
  expect(policy.doc.sections.map((s) => s.heading)).toContain("Contrôle et modération");
  const screen = await runLoader(`${ADMIN_PATH}/avis`, await signedInCookie());
  expect(statusOf(screen)).toBe(200);
});
