// Two boxes, as compose.yaml's postgres profile runs them: two shop processes started from the
// build with nothing on disk in common (each its own data and uploads folder), one PostgreSQL, one
// S3 bucket, the fake Stripe and a real SMTP server, both boxes' mail senders running, Caddy with
// deploy/Caddyfile.two-boxes in front. What one box does, the other sees; what must happen once
// happens once (decision 099).
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import pg from "pg";
import sharp from "sharp";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startS3Server, type S3Server } from "../fakes/s3-server";
import { SmtpSink } from "../fakes/smtp-sink";
import { FakeStripeServer, paidSessionChanges } from "../fakes/stripe-server";
import { freePort } from "../free-port";
import { startPostgres, type PostgresServer } from "../postgres-server";
import { ENV, projectCopy, run, startShop, type Shop } from "./shop-process";
import { waitUntil } from "../wait-until";
import { SELLER_IDENTITY, SELLER_PACKAGING } from "../seller-identity";

const WEBHOOK_SECRET = "whsec_two_boxes_0123456789";
const ADMIN = { email: "proprietaire@maison-sillage.test", password: "deux-boites-mot-de-passe" };
const OWNER_EMAIL = "commandes@maison-sillage.test";
const CUSTOMER = "claire.martin@example.fr";

let project: ReturnType<typeof projectCopy>;
let postgres: PostgresServer;
let url: string;
let s3: S3Server;
const stripe = new FakeStripeServer();
const sink = new SmtpSink();
let boxes: Shop[] = [];
let caddy: ChildProcess | undefined;

async function query<T = Record<string, unknown>>(text: string, params: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, params)).rows as T[];
  } finally {
    await client.end();
  }
}

/**
 * Stops a box as a deploy does (SIGTERM) and says whether it ended within `ms`; one still running
 * then is killed with its server process, so no test leaves a box behind.
 */
async function stopBox(box: Shop, ms = 10_000): Promise<boolean> {
  const stopped = await Promise.race([box.stop().then(() => true), sleep(ms).then(() => false)]);
  if (!stopped) {
    const children = `/proc/${box.child.pid}/task/${box.child.pid}/children`;
    const servers = fs.existsSync(children) ? fs.readFileSync(children, "utf8").split(/\s+/).filter(Boolean) : [];
    for (const server of servers) process.kill(Number(server), "SIGKILL");
    box.child.kill("SIGKILL");
  }
  return stopped;
}

const cookiesOf = (response: Response) => response.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");

/** A form posted to a box as its own page would post it (same Origin), without following the redirect. */
function post(base: string, pathname: string, body: URLSearchParams | FormData, cookie = "") {
  return fetch(`${base}${pathname}`, { method: "POST", body, headers: { origin: base, cookie }, redirect: "manual" });
}

beforeAll(async () => {
  project = projectCopy();
  [postgres, s3] = await Promise.all([startPostgres(), startS3Server(), stripe.start(), sink.start()]);
  url = await postgres.createDatabase("deux_boites");
  const shared = {
    DATABASE_URL: url,
    ...s3.env,
    ...stripe.env(),
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    SMTP_URL: sink.url,
    OWNER_EMAIL,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
  };
  // As a deploy does: `npm run db:migrate` once, from either box, then both boxes start.
  const migrated = run(project.dir, ["node", "scripts/db-migrate.mjs"], { ...shared, DATABASE_PATH: path.join(project.dir, "a", "shop.db") });
  expect(migrated.status, migrated.output).toBe(0);
  const [{ n }] = await query<{ n: number }>("select count(*)::int as n from drizzle.__drizzle_migrations");
  expect(n, "npm run db:migrate n'a pas migré la base PostgreSQL").toBeGreaterThan(0);
  // The seller's legal facts, as an owner fills them before selling with Stripe's keys (decision 142).
  const columns = Object.keys(SELLER_IDENTITY);
  await query(
    `insert into shop_settings (id, ${columns.join(", ")}) values (1, ${columns.map((_, i) => `$${i + 1}`).join(", ")})`,
    Object.values(SELLER_IDENTITY),
  );
  await query("insert into packaging_registrations (country, register, number) values ($1, $2, $3)", Object.values(SELLER_PACKAGING));
  boxes = await Promise.all(
    ["a", "b"].map(async (box) =>
      startShop(project.dir, ["node", "scripts/start.mjs"], {
        ...shared,
        PORT: String(await freePort()),
        DATABASE_PATH: path.join(project.dir, box, "shop.db"),
        UPLOADS_DIR: path.join(project.dir, box, "uploads"),
      }),
    ),
  );
  // This owner sells to France alone: the seed's zones abroad (decision 173) closed, as the
  // packaging registrations they would need are not given.
  await query("update shipping_zones set is_active = false where id in (select zone_id from shipping_zone_countries where country not in ('FR', 'MC'))");
  await query("update shop_settings set multi_purpose_cards_from = null");
}, 180_000);

afterAll(async () => {
  caddy?.kill();
  await Promise.all(boxes.map((box) => stopBox(box)));
  await Promise.all([s3?.close(), stripe.close(), sink.stop()]);
  postgres?.stop();
  project?.remove();
});

describe("two boxes on one PostgreSQL and one bucket", () => {
  let admin = "";
  let productId = 0;
  let imageUrl = "";

  it("signs the owner in on box A, and box B knows her", async () => {
    const [a, b] = boxes.map((box) => box.base);
    const signIn = await post(a, `/${ENV.ADMIN_PATH}/connexion`, new URLSearchParams(ADMIN));
    expect(signIn.status).toBe(302);
    admin = cookiesOf(signIn);
    const onB = await fetch(`${b}/${ENV.ADMIN_PATH}/parfums`, { headers: { cookie: admin }, redirect: "manual" });
    expect(onB.status).toBe(200);
    // Without the cookie, B sends to its sign-in page: the 200 above is the session, not an open door.
    const anonymous = await fetch(`${b}/${ENV.ADMIN_PATH}/parfums`, { redirect: "manual" });
    expect(anonymous.status).toBe(302);
  });

  it("creates a perfume with its image on A; B sells it with that image", async () => {
    const [a, b] = boxes.map((box) => box.base);
    const jpeg = await sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 90, g: 40, b: 20 } } }).jpeg().toBuffer();
    const form = new FormData();
    form.set("imageFile", new File([jpeg], "flacon.jpg", { type: "image/jpeg" }));
    const upload = await post(a, `/${ENV.ADMIN_PATH}/images`, form, admin);
    expect(upload.status).toBe(200);
    imageUrl = ((await upload.json()) as { url: string }).url;
    expect(await s3.keys(`product-images/${path.basename(imageUrl)}`)).toHaveLength(1);

    const fields = { name: "Ambre des Deux Rives", price: "89", stock_quantity: "1", stock_status: "in_stock", families: "floral", image_url: imageUrl };
    const created = await post(a, `/${ENV.ADMIN_PATH}/parfums?nouveau`, new URLSearchParams(fields), admin);
    expect(created.status).toBe(302);
    [{ id: productId }] = await query<{ id: number }>("select id from products where slug = 'ambre-des-deux-rives'");

    const page = await fetch(`${b}/products/ambre-des-deux-rives`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Ambre des Deux Rives");
    expect(html).toContain(imageUrl);
    // B has no such file on its disk: it streams the bucket's object.
    const image = await fetch(`${b}${imageUrl}`);
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/jpeg");
    expect(Buffer.from(await image.arrayBuffer()).equals((await s3.object(`product-images/${path.basename(imageUrl)}`))!.bytes)).toBe(true);
  });

  it("sells the last bottle once when it is bought on both boxes at the same instant, and mails once", async () => {
    const [a, b] = boxes.map((box) => box.base);
    const carts = await Promise.all(
      [a, b].map(async (base) => {
        const added = await post(base, "/cart", new URLSearchParams({ intent: "add", productId: String(productId) }));
        expect([302, 303]).toContain(added.status);
        return cookiesOf(added);
      }),
    );
    const checkouts = await Promise.all([a, b].map((base, i) => post(base, "/checkout", new URLSearchParams(), carts[i])));
    const toStripe = checkouts.filter((r) => r.headers.get("location")?.startsWith("https://checkout.stripe.com/"));
    expect(checkouts.map((r) => r.status)).toEqual([303, 303]);
    expect(toStripe).toHaveLength(1);
    expect(stripe.sessions.size).toBe(1);
    expect(await query("select status from orders")).toEqual([{ status: "pending" }]);

    // Stripe says it was paid, to both boxes at once (retries of one event do reach any box).
    const [session] = stripe.sessions.values();
    stripe.updateSession(session.id, paidSessionChanges({ amount_total: session.amount_total }));
    const payload = JSON.stringify({
      id: "evt_two_boxes",
      object: "event",
      type: "checkout.session.completed",
      created: Math.floor(Date.now() / 1000),
      data: { object: stripe.sessions.get(session.id) },
    });
    const delivered = await Promise.all(
      [a, b].map((base) =>
        fetch(`${base}/webhooks/stripe`, {
          method: "POST",
          headers: { "content-type": "application/json", "stripe-signature": Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }) },
          body: payload,
        }),
      ),
    );
    expect(delivered.map((r) => r.status)).toEqual([200, 200]);
    const outcomes = await Promise.all(delivered.map(async (r) => ((await r.json()) as { outcome: string }).outcome));
    expect(outcomes.sort()).toEqual(["applied", "duplicate-event"]);
    expect(await query("select status, invoice_number from orders")).toEqual([{ status: "paid", invoice_number: 1 }]);
    expect(await query("select stock_quantity, stock_status from product_formats where product_id = $1 and is_default", [productId])).toEqual([
      { stock_quantity: 0, stock_status: "in_stock" },
    ]);

    // Both senders run (every 15 s, and the paying box at once): each message leaves once. A claim
    // moves the message's next try a minute on before it is sent, and a sent message is never
    // pending again, so once every message is sent no later pass can send one twice: the test waits
    // for that state, not for a fixed time.
    await waitUntil(async () => (await query("select count(*)::int as n from email_outbox where status <> 'sent'"))[0].n === 0, 60_000);
    expect(sink.received.filter((m) => m.to.includes(CUSTOMER))).toHaveLength(1);
    expect(sink.received.filter((m) => m.to.includes(OWNER_EMAIL))).toHaveLength(1);
    expect(await query("select status, count(*)::int as n from email_outbox group by status")).toEqual([{ status: "sent", n: 2 }]);
  }, 90_000);

  it("lets a discovery set's voucher pay once when both boxes check out with it at the same instant (decision 114)", async () => {
    const [a, b] = boxes.map((box) => box.base);
    const [paid] = await query<{ id: number }>("select id from orders where status = 'paid' limit 1");
    const code = "COFFRET-DEUX-BOIT-ES22";
    await query("insert into set_vouchers (code, order_id, value_cents, balance_cents, expires_at) values ($1, $2, 2500, 2500, now() + interval '3 months')", [code, paid.id]);
    const [hundred] = await query<{ id: number; product_id: number }>("select f.id, f.product_id from product_formats f where f.volume_ml = 100 and f.is_active and f.set_contents is null limit 1");
    const carts = await Promise.all(
      [a, b].map(async (base) => {
        const added = await post(base, "/cart", new URLSearchParams({ intent: "add", productId: String(hundred.product_id), formatId: String(hundred.id) }));
        const applied = await post(base, "/cart", new URLSearchParams({ intent: "apply-promo", code }), cookiesOf(added));
        return cookiesOf(applied);
      }),
    );
    const checkouts = await Promise.all([a, b].map((base, i) => post(base, "/checkout", new URLSearchParams(), carts[i])));
    expect(checkouts.filter((r) => r.headers.get("location")?.startsWith("https://checkout.stripe.com/"))).toHaveLength(1);
    expect(await query("select count(*)::int as n from orders where promo_code = $1", [code])).toEqual([{ n: 1 }]);
  }, 60_000);

  it("spends a gift card within its balance when six shoppers use it on both boxes at once (decision 116)", async () => {
    const [a, b] = boxes.map((box) => box.base);
    await query(
      `insert into gift_cards (code, initial_cents, balance_cents, recipient_name, recipient_email, send_on, issued_at, expires_at)
       values ('DEUXBOITES234567', 10000, 10000, 'Léa Dubois', 'lea.dubois@example.fr', '2026-11-26', now(), now() + interval '1 year')`,
    );
    const [{ id: minuit }] = await query<{ id: number }>("select id from products where slug = 'minuit-profond'");
    const shoppers = [a, b, a, b, a, b];
    const carts = await Promise.all(
      shoppers.map(async (base) => {
        const added = await post(base, "/cart", new URLSearchParams({ intent: "add", productId: String(minuit) }));
        const cookie = cookiesOf(added);
        const applied = await post(base, "/cart", new URLSearchParams({ intent: "apply-gift-card", giftCardCode: "deux-boites-2345-67" }), cookie);
        expect(applied.status).toBe(302);
        return cookiesOf(applied);
      }),
    );
    await Promise.all(shoppers.map((base, i) => post(base, "/checkout", new URLSearchParams(), carts[i])));
    // 39,95 + 39,95 + 20,10 = 100 €: three orders share the card, the others were told it is spent.
    const held = await query<{ cents: number }>(
      "select gift_card_cents as cents from orders where status = 'pending' and gift_card_cents > 0 order by gift_card_cents",
    );
    expect(held.map((h) => h.cents)).toEqual([2010, 3995, 3995]);
    expect(await query("select balance_cents from gift_cards where code = 'DEUXBOITES234567'")).toEqual([{ balance_cents: 10000 }]);
  }, 60_000);

  it("keeps serving through Caddy when one box stops", async () => {
    const port = await freePort();
    caddy = spawn("caddy", ["run", "--config", "deploy/Caddyfile.two-boxes", "--adapter", "caddyfile"], {
      env: {
        ...process.env,
        SHOP_ADDRESS: `http://127.0.0.1:${port}`,
        SHOP_UPSTREAMS: boxes.map((box) => new URL(box.base).host).join(" "),
        CADDY_ADMIN: "off",
        HOME: path.join(project.dir, "caddy"),
        XDG_DATA_HOME: path.join(project.dir, "caddy"),
        XDG_CONFIG_HOME: path.join(project.dir, "caddy"),
      },
    });
    const proxy = `http://127.0.0.1:${port}`;
    for (let i = 0; i < 50 && !(await fetch(`${proxy}/healthz`).then((r) => r.ok, () => false)); i++) await sleep(200);
    const ids = [];
    for (let i = 0; i < 4; i++) ids.push((await fetch(`${proxy}/products/ambre-des-deux-rives`)).headers.get("x-request-id"));
    // Round robin: each box logged some of these requests.
    for (const box of boxes) expect(ids.some((id) => box.output().includes(id!))).toBe(true);

    expect(await stopBox(boxes[0]), "un serveur doit s'arrêter dans les 10 s d'un SIGTERM").toBe(true);
    for (let i = 0; i < 4; i++) expect((await fetch(`${proxy}/products/ambre-des-deux-rives`)).status).toBe(200);
  });
});
