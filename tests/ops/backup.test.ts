// `npm run backup` on a shop under writes, `npm run restore` elsewhere: orders, stock and images
// come back as they were at one instant.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { projectCopy, run } from "./shop-process";

let project: ReturnType<typeof projectCopy>;
// No SESSION_SECRET nor ADMIN_PATH: the shop generates its secrets.json, which the backup must carry.
const shopEnv = (dir: string) => ({
  DATABASE_PATH: path.join(dir, "shop.db"),
  UPLOADS_DIR: path.join(dir, "uploads"),
  SESSION_SECRET: "",
  ADMIN_PATH: "",
});
const STOCK = 50;

beforeAll(() => {
  project = projectCopy();
});
afterAll(() => project.remove());

type ShopRows = {
  orders: { id: number }[];
  sold: { product_id: number; n: number }[];
  products: { id: number; stock_quantity: number; image_url: string | null }[];
};

function readShop(dir: string): ShopRows {
  const read = run(process.cwd(), ["node", "tests/ops/shop-db.mjs", "read", path.join(dir, "shop.db")]);
  expect(read.status, read.output).toBe(0);
  return JSON.parse(read.output);
}

/** A process writing orders into the shop of `dir`, as a running server would; resolves once it writes. */
async function shopUnderWrites(dir: string) {
  const writer = spawn("node", ["tests/ops/shop-db.mjs", "write", path.join(dir, "shop.db"), path.join(dir, "uploads")]);
  await new Promise<void>((resolve, reject) => {
    writer.stdout.once("data", () => resolve());
    writer.once("exit", (code) => reject(new Error(`le writer s'est arrêté (${code})`)));
  });
  return {
    stop: () =>
      new Promise((resolve) => {
        writer.once("exit", resolve);
        writer.kill();
      }),
  };
}

describe("backup and restore", () => {
  it("restores elsewhere a consistent copy of a shop taken while it was being written to", async () => {
    const source = path.join(project.dir, "source");
    const target = path.join(project.dir, "target");
    const backups = path.join(project.dir, "backups");
    expect(run(project.dir, ["node", "scripts/db-migrate.mjs"], shopEnv(source)).status).toBe(0);
    const shop = await shopUnderWrites(source);
    const backup = run(project.dir, ["node", "scripts/backup.mjs", "--dir", backups], shopEnv(source));
    await new Promise((resolve) => setTimeout(resolve, 300));
    await shop.stop();
    expect(backup.status, backup.output).toBe(0);
    const [archive] = fs.readdirSync(backups);
    expect(fs.statSync(path.join(backups, archive)).mode & 0o777).toBe(0o600);

    const restore = run(project.dir, ["node", "scripts/restore.mjs", path.join(backups, archive)], shopEnv(target));
    expect(restore.status, restore.output).toBe(0);

    const before = readShop(source);
    const after = readShop(target);
    // Writes went on after the backup: the copy is exactly the source's first N orders.
    expect(after.orders.length).toBeGreaterThanOrEqual(20);
    expect(after.orders.length).toBeLessThan(before.orders.length);
    expect(after.orders).toEqual(before.orders.slice(0, after.orders.length));
    // Stock and sales of one instant: every sale taken from stock, no more, no less.
    const soldBy = new Map(after.sold.map((s) => [s.product_id, s.n]));
    for (const p of after.products) expect(p.stock_quantity + (soldBy.get(p.id) ?? 0)).toBe(STOCK);
    // Every image the restored database names came back, byte for byte.
    const uploaded = after.products.map((p) => p.image_url).filter((url) => url?.startsWith("/uploads/"));
    expect(uploaded.length).toBe(after.products.length);
    for (const url of uploaded) {
      const relative = url!.replace("/uploads/", "");
      expect(fs.readFileSync(path.join(target, "uploads", relative))).toEqual(fs.readFileSync(path.join(source, "uploads", relative)));
    }
    // The generated secrets travel with the data: same admin URL, same sessions.
    expect(fs.readFileSync(path.join(target, "secrets.json"), "utf8")).toBe(fs.readFileSync(path.join(source, "secrets.json"), "utf8"));
  });

  it("refuses an altered archive and a running shop, and changes nothing", async () => {
    const shop = path.join(project.dir, "checked");
    const backups = path.join(project.dir, "checked-backups");
    expect(run(project.dir, ["node", "scripts/db-migrate.mjs"], shopEnv(shop)).status).toBe(0);
    expect(run(project.dir, ["node", "scripts/backup.mjs", "--dir", backups], shopEnv(shop)).status).toBe(0);
    const [archive] = fs.readdirSync(backups).map((name) => path.join(backups, name));

    // Someone else's tar with the same names: the sums do not match.
    const tampered = path.join(os.tmpdir(), `maison-sillage-tampered-${process.pid}`);
    fs.mkdirSync(tampered, { recursive: true });
    expect(run(tampered, ["tar", "xzf", archive]).status).toBe(0);
    fs.appendFileSync(path.join(tampered, "secrets.json"), " ");
    const tamperedArchive = path.join(backups, "tampered.tar.gz");
    expect(run(tampered, ["tar", "czf", tamperedArchive, ...fs.readdirSync(tampered)]).status).toBe(0);
    fs.rmSync(tampered, { recursive: true });
    const altered = run(project.dir, ["node", "scripts/restore.mjs", tamperedArchive], shopEnv(shop));
    expect(altered.status).toBe(1);
    expect(altered.output).toContain("Restauration refusée : fichier altéré : secrets.json");

    const running = await shopUnderWrites(shop);
    try {
      const refused = run(project.dir, ["node", "scripts/restore.mjs", archive], shopEnv(shop));
      expect(refused.status).toBe(1);
      expect(refused.output).toContain("la boutique tourne encore");
    } finally {
      await running.stop();
    }
    expect(fs.readdirSync(shop).filter((name) => name.startsWith("avant-restauration"))).toEqual([]);
  });

  it("says so when the images live in a bucket: the archive holds the database and secrets only", () => {
    const shop = path.join(project.dir, "bucket-shop");
    const backups = path.join(project.dir, "bucket-backups");
    // The backup never contacts the store: an address nothing listens on proves it.
    const bucket = { S3_ENDPOINT: "http://127.0.0.1:9", S3_BUCKET: "boutique-images", S3_ACCESS_KEY_ID: "cle", S3_SECRET_ACCESS_KEY: "secret" };
    expect(run(project.dir, ["node", "scripts/db-migrate.mjs"], shopEnv(shop)).status).toBe(0);
    const backup = run(project.dir, ["node", "scripts/backup.mjs", "--dir", backups], { ...shopEnv(shop), ...bucket });
    expect(backup.status, backup.output).toBe(0);
    expect(backup.output).toContain("Images non incluses : elles sont dans le bucket S3 « boutique-images »");
  });
});
