import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { drizzle } from "drizzle-orm/better-sqlite3";
import { migrate } from "drizzle-orm/better-sqlite3/migrator";
import { migrationsBefore } from "../migrations-before";
import { afterAll, describe, expect, it } from "vitest";

// The sign-ups' language (decision 169, docs/i18n-plan.md step 2) on a shop of the release before:
// every sign-up it holds was made on a French page, and stays French.

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "signup-lang-migration-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe("migration signup_lang", () => {
  it("keeps every newsletter subscription and stock alert of a shop, each French, and a new row is French unless told", () => {
    const sqlite = new Database(path.join(dir, "shop.db"));
    sqlite.pragma("foreign_keys = ON");
    migrate(drizzle(sqlite), { migrationsFolder: migrationsBefore("drizzle", "signup_lang", dir) });
    const subscribe = sqlite.prepare("insert into newsletter_subscriptions (email, token_hash, source, consent_version, confirmed_at) values (?, ?, 'footer', '2026-11-26', ?)");
    subscribe.run("lea@example.fr", "jeton-1", 1_764_000_000);
    subscribe.run("paul@example.fr", "jeton-2", null);
    const productId = sqlite.prepare("insert into products (slug, name) values ('neuf', 'Neuf')").run().lastInsertRowid;
    const formatId = sqlite.prepare("insert into product_formats (product_id, volume_ml) values (?, 100)").run(productId).lastInsertRowid;
    const ask = sqlite.prepare("insert into stock_alerts (email, email_key, format_id, token_hash, confirmed_at) values (?, ?, ?, ?, ?)");
    ask.run("lea@example.fr", "cle-1", formatId, "jeton-3", 1_764_000_000);
    ask.run("paul@example.fr", "cle-2", formatId, "jeton-4", null);
    migrate(drizzle(sqlite), { migrationsFolder: "drizzle" });

    expect(sqlite.prepare("select email, token_hash, confirmed_at, lang from newsletter_subscriptions order by id").all()).toEqual([
      { email: "lea@example.fr", token_hash: "jeton-1", confirmed_at: 1_764_000_000, lang: "fr" },
      { email: "paul@example.fr", token_hash: "jeton-2", confirmed_at: null, lang: "fr" },
    ]);
    expect(sqlite.prepare("select email, token_hash, confirmed_at, lang from stock_alerts order by id").all()).toEqual([
      { email: "lea@example.fr", token_hash: "jeton-3", confirmed_at: 1_764_000_000, lang: "fr" },
      { email: "paul@example.fr", token_hash: "jeton-4", confirmed_at: null, lang: "fr" },
    ]);
    subscribe.run("anna@example.fr", "jeton-5", null);
    expect(sqlite.prepare("select lang from newsletter_subscriptions where email = 'anna@example.fr'").get()).toEqual({ lang: "fr" });
    expect(() => sqlite.prepare("update stock_alerts set lang = null").run()).toThrow(/NOT NULL/);
    sqlite.close();
  });
});
