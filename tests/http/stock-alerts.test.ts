import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, describe, expect, it } from "vitest";
import { migrateDatabase } from "~/lib/platform/migrations.server";
import { SmtpSink } from "../fakes/smtp-sink";
import { startShop, type RunningShop } from "./server";
import { waitUntil } from "../wait-until";

const WAITING = 40;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "maison-sillage-stock-alerts-"));
const file = path.join(dir, "shop.db");
const sink = new SmtpSink();
const shops: RunningShop[] = [];

afterAll(async () => {
  await Promise.all(shops.map((s) => s.stop()));
  await sink.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe("back-in-stock alerts in several processes", () => {
  it("two servers sweeping the same database at once send each confirmed request's alert once", async () => {
    migrateDatabase(file);
    const db = new Database(file);
    // As a sqlite3 session would: a perfume whose only format was restocked by hand, with shoppers
    // who confirmed they wait for it, and one who never confirmed.
    const { lastInsertRowid: productId } = db.prepare("insert into products (slug, name) values ('ambre-test', 'Ambre Test')").run();
    const { id: formatId } = db.prepare("select id from product_formats where product_id = ?").get(productId) as { id: number };
    db.prepare("update product_formats set volume_ml = 100, price_cents = 8900, stock_status = 'in_stock', stock_quantity = 6 where id = ?").run(formatId);
    const insert = db.prepare(
      "insert into stock_alerts (email, email_key, format_id, token_hash, created_at, confirmed_at) values (?, ?, ?, ?, unixepoch(), ?)",
    );
    for (let i = 0; i < WAITING; i++) insert.run(`client${i}@example.fr`, `key-${i}`, formatId, randomBytes(32).toString("hex"), Math.floor(Date.now() / 1000));
    insert.run("pas-confirme@example.fr", "key-x", formatId, randomBytes(32).toString("hex"), null);
    await sink.start();

    // Each process's sender makes a pass as it starts, so both sweep at the same moment.
    shops.push(...(await Promise.all([0, 1].map(() => startShop({ DATABASE_PATH: file, SMTP_URL: sink.url })))));
    // Done when every confirmed request is consumed and every queued alert is sent: a request is
    // queued and deleted in one transaction, so no alert can be queued after that, and a sent
    // message is never pending again.
    await waitUntil(() => {
      const left = db.prepare("select count(*) as n from stock_alerts where confirmed_at is not null").get() as { n: number };
      const unsent = db.prepare("select count(*) as n from email_outbox where kind = 'back_in_stock' and status <> 'sent'").get() as { n: number };
      return left.n === 0 && unsent.n === 0 && sink.received.length >= WAITING;
    }, 60_000);

    const recipients = sink.received.flatMap((m) => m.to);
    expect(recipients).toHaveLength(WAITING);
    expect(new Set(recipients).size).toBe(WAITING);
    expect(recipients).not.toContain("pas-confirme@example.fr");
    expect(sink.received.every((m) => m.subject === "De retour en stock : Ambre Test (100 ml)")).toBe(true);
    const queued = db.prepare("select count(*) as n from email_outbox where kind = 'back_in_stock'").get() as { n: number };
    expect(queued.n).toBe(WAITING);
    expect(db.prepare("select email from stock_alerts").all()).toEqual([{ email: "pas-confirme@example.fr" }]);
    expect(shops.map((s) => s.output()).join("\n")).not.toMatch(/SQLITE_BUSY|interrompu|Error/);
    db.close();
  }, 120_000);
});
