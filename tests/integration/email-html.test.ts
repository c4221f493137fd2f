import fs from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { EMAIL_KIND_LABELS } from "~/lib/mail/outbox.server";
import { resetConfigForTests } from "~/lib/platform/config.server";
import { HOSTILE, renderEmailSamples, type QueuedEmail, type SampleEmail } from "../email-samples";
import { fillSellerIdentity } from "./checkout-helpers";

// What the domains queue is kept here instead of the outbox: the samples need no order, alert or
// review rows, only what each email is rendered from.
const queued = vi.hoisted(() => [] as QueuedEmail[]);
vi.mock("~/lib/mail/outbox.server", async (importOriginal) => ({
  ...(await importOriginal<typeof import("~/lib/mail/outbox.server")>()),
  queueEmail: async (_tx: unknown, message: QueuedEmail) => {
    queued.push(message);
    return true;
  },
}));

/** Every kind the outbox knows (EMAIL_KIND_LABELS), the order confirmation twice: with a parcel, and for gift cards alone. */
const KINDS = [...Object.keys(EMAIL_KIND_LABELS), "order_confirmation_cards_only"].sort();
/** The kinds that carry nothing a shopper or the owner typed. */
const NOTHING_TYPED = ["newsletter_confirmation", "refunded"];

let emails: Record<string, SampleEmail>;

beforeAll(async () => {
  process.env.PUBLIC_URL = "https://boutique.example.fr";
  resetConfigForTests();
  await fillSellerIdentity();
  emails = await renderEmailSamples(queued);
  // `EMAIL_SAMPLES_DIR=/tmp/emails npx vitest run --project sqlite tests/integration/email-html.test.ts`
  // writes each email's HTML and text there, to compare two versions or look at them (docs/email.md).
  const dir = process.env.EMAIL_SAMPLES_DIR;
  if (dir) {
    fs.mkdirSync(dir, { recursive: true });
    for (const [kind, email] of Object.entries(emails)) {
      fs.writeFileSync(path.join(dir, `${kind}.html`), email.html);
      fs.writeFileSync(path.join(dir, `${kind}.txt`), `${email.subject}\n\n${email.text}`);
    }
  }
});

describe("the HTML part of every email", () => {
  it("renders each kind the shop sends, in the brand's frame", () => {
    expect(Object.keys(emails).sort()).toEqual(KINDS);
    for (const email of Object.values(emails)) {
      expect(email.html).toMatch(/^<!doctype html>\r?\n<html lang="fr">/i);
      expect(email.html).toContain("MAISON SILLAGE");
    }
  });

  it("escapes what a shopper or the owner typed: markup, quotes and ampersands come out as text", () => {
    const escaped = "&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &quot;Cie&quot;";
    for (const [kind, email] of Object.entries(emails)) {
      expect(email.html, kind).not.toContain("<script");
      expect(email.html, kind).not.toContain(`"Cie"`);
      expect(email.html, kind).not.toMatch(/& "/);
    }
    // The plain-text part is not HTML: a typed value reads there as it was typed.
    const carrying = Object.entries(emails).filter(([, email]) => email.text.includes(HOSTILE));
    expect(carrying.map(([kind]) => kind).sort()).toEqual(KINDS.filter((kind) => !NOTHING_TYPED.includes(kind)));
    for (const [kind, email] of carrying) expect(email.html, kind).toContain(escaped);
  });

  it("escapes a typed value inside an attribute too: a link's address keeps its quotes and ampersands as entities", () => {
    const { html } = emails.order_confirmation;
    expect(html).toContain(`href="https://boutique.example.fr/commande/MS-2026-00042?cle=abc&amp;x=&quot;y&quot;"`);
    expect(emails.shipped.html).toContain(`href="https://www.laposte.fr/outils/suivre-vos-envois?code=6A123&amp;x=&quot;y&quot;"`);
  });
});
