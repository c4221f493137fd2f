import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { drizzle } from "drizzle-orm/better-sqlite3";
import { migrate } from "drizzle-orm/better-sqlite3/migrator";
import { migrationsBefore } from "../migrations-before";
import { afterAll, describe, expect, it } from "vitest";

// The order's language (decision 169, docs/i18n-plan.md step 8) on a shop of the release before:
// every order, kept legal text and cart reminder it holds was made on a French page, and stays French.

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "order-lang-migration-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe("migration order_lang", () => {
  it("keeps every order, kept legal text and cart reminder of a shop, each French, and a new row is French unless told", () => {
    const sqlite = new Database(path.join(dir, "shop.db"));
    sqlite.pragma("foreign_keys = ON");
    migrate(drizzle(sqlite), { migrationsFolder: migrationsBefore("drizzle", "order_lang", dir) });
    const order = sqlite.prepare("insert into orders (reference, status, subtotal_cents, total_cents, payment_provider, terms_version) values (?, ?, 3995, 3995, 'demo', ?)");
    const paidId = order.run("MS-PAYEE", "paid", "2026-11-28.2").lastInsertRowid;
    const pendingId = order.run("MS-ATTENTE", "pending", null).lastInsertRowid;
    const keep = sqlite.prepare("insert into legal_texts (kind, version, digest, document) values (?, '2026-11-28.2', ?, '{\"title\":\"CGV\",\"sections\":[]}')");
    keep.run("terms", "empreinte-1");
    keep.run("withdrawal_form", "empreinte-2");
    const remind = sqlite.prepare("insert into checkout_reminders (order_id, email, consent_version, consented_at) values (?, ?, '2026-11-26', 1764000000)");
    remind.run(pendingId, "lea@example.fr");
    migrate(drizzle(sqlite), { migrationsFolder: "drizzle" });

    expect(sqlite.prepare("select reference, status, terms_version, lang from orders order by id").all()).toEqual([
      { reference: "MS-PAYEE", status: "paid", terms_version: "2026-11-28.2", lang: "fr" },
      { reference: "MS-ATTENTE", status: "pending", terms_version: null, lang: "fr" },
    ]);
    expect(sqlite.prepare("select kind, digest, lang from legal_texts order by id").all()).toEqual([
      { kind: "terms", digest: "empreinte-1", lang: "fr" },
      { kind: "withdrawal_form", digest: "empreinte-2", lang: "fr" },
    ]);
    expect(sqlite.prepare("select order_id, email, lang from checkout_reminders").all()).toEqual([{ order_id: pendingId, email: "lea@example.fr", lang: "fr" }]);
    remind.run(paidId, "paul@example.fr");
    expect(sqlite.prepare("select lang from checkout_reminders where email = 'paul@example.fr'").get()).toEqual({ lang: "fr" });
    expect(() => sqlite.prepare("update orders set lang = null").run()).toThrow(/NOT NULL/);
    sqlite.close();
  });
});
