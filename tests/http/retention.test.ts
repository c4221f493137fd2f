import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, describe, expect, it } from "vitest";
import { migrateDatabase } from "~/lib/platform/migrations.server";
import { startShop, type RunningShop } from "./server";

const DAY = 24 * 60 * 60;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "maison-sillage-retention-"));
const file = path.join(dir, "shop.db");
const shops: RunningShop[] = [];

afterAll(async () => {
  await Promise.all(shops.map((s) => s.stop()));
  fs.rmSync(dir, { recursive: true, force: true });
});

/** Orders placed `ageDays` ago by `name`, each with its confirmation email already sent. */
function placeOrders(db: Database.Database, orders: { reference: string; name: string; ageDays: number }[]) {
  const now = Math.floor(Date.now() / 1000);
  for (const o of orders) {
    const at = now - o.ageDays * DAY;
    const { lastInsertRowid } = db
      .prepare(
        `insert into orders (reference, status, subtotal_cents, total_cents, payment_provider, customer_email, customer_name, shipping_address, paid_at, created_at, updated_at)
         values (?, 'delivered', 3995, 3995, 'demo', ?, ?, '12 rue des Rosiers', ?, ?, ?)`,
      )
      .run(o.reference, `${o.reference.toLowerCase()}@example.fr`, o.name, at, at, at);
    db.prepare(
      `insert into email_outbox (dedupe_key, order_id, kind, to_address, subject, html, text, status, sent_at, created_at)
       values (?, ?, 'order_confirmation', ?, 'Confirmation', '<p>Bonjour</p>', 'Bonjour', 'sent', ?, ?)`,
    ).run(`confirmation:${o.reference}`, lastInsertRowid, `${o.reference.toLowerCase()}@example.fr`, at, at);
  }
}

describe("the retention job in several processes", () => {
  it("two servers starting on the same database at once apply it once, without an error", async () => {
    migrateDatabase(file);
    const db = new Database(file);
    placeOrders(db, [
      { reference: "MS-OLD01", name: "Ancienne Cliente", ageDays: 4 * 365 },
      { reference: "MS-OLD02", name: "Ancien Client", ageDays: 5 * 365 },
      { reference: "MS-OLD03", name: "Très Ancien Client", ageDays: 12 * 365 },
      { reference: "MS-NEW01", name: "Cliente Récente", ageDays: 30 },
    ]);

    // Each process ticks its scheduler as it starts, so both try the job at the same moment.
    shops.push(...(await Promise.all([startShop({ DATABASE_PATH: file }), startShop({ DATABASE_PATH: file })])));
    // The first tick's jobs all ended (one scheduler, issue 44): then what both logged is final.
    const finished = () => (db.prepare("select count(*) as n from scheduled_jobs where last_finished_at is not null").get() as { n: number }).n;
    await expect.poll(finished, { timeout: 60_000 }).toBe(4);

    const logs = shops.map((s) => s.output()).join("\n");
    expect(logs).not.toMatch(/impossible|SQLITE_BUSY|Error/);
    const reports = logs.split("\n").filter((line) => line.includes("Durées de conservation appliquées"));
    expect(reports).toHaveLength(1);
    expect(reports[0]).toContain("ordersAnonymised 3");
    // One scheduler (issue 44): each job's period was claimed by one of the two processes.
    const jobs = db.prepare("select name, last_started_at from scheduled_jobs order by name").all() as { name: string; last_started_at: number | null }[];
    expect(jobs.map((j) => j.name)).toEqual(["emails", "retention", "review-invitations", "upload-sweep"]);
    expect(jobs.every((j) => j.last_started_at != null)).toBe(true);

    const rows = db.prepare("select reference, customer_name, customer_email, shipping_address, personal_data_erased_at from orders order by reference").all() as {
      reference: string;
      customer_name: string | null;
      customer_email: string | null;
      shipping_address: string | null;
      personal_data_erased_at: number | null;
    }[];
    expect(rows.filter((r) => r.personal_data_erased_at != null).map((r) => r.reference)).toEqual(["MS-OLD01", "MS-OLD02", "MS-OLD03"]);
    expect(rows.find((r) => r.reference === "MS-NEW01")).toMatchObject({ customer_name: "Cliente Récente", customer_email: "ms-new01@example.fr" });
    const mails = db.prepare("select to_address, text from email_outbox order by id").all() as { to_address: string; text: string }[];
    expect(mails.map((m) => m.to_address)).toEqual(["", "", "", "ms-new01@example.fr"]);
    db.close();
  }, 120_000);
});
