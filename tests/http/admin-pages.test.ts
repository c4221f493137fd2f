import path from "node:path";
import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { ADMIN_EMAIL, ADMIN_PASSWORD, ADMIN_PATH, shopForTests } from "./server";

// Decision 131: an admin document's size does not follow the catalogue's. A 900 KB perfume list
// (300 perfumes) took a throttled browser seconds to redraw behind each dialog and each message.

const shop = shopForTests();

function addPerfumes(count: number) {
  const db = new Database(path.join(shop().dir, "shop.db"));
  try {
    const add = db.prepare("insert into products (slug, name) values (?, ?)");
    db.transaction(() => {
      for (let i = 1; i <= count; i++) add.run(`borne-${i}`, `Borne ${String(i).padStart(3, "0")}`);
    })();
  } finally {
    db.close();
  }
}

async function adminCookie(): Promise<string> {
  const signIn = await fetch(`${shop().url}/${ADMIN_PATH}/connexion`, {
    method: "POST",
    body: new URLSearchParams({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
    redirect: "manual",
  });
  expect(signIn.status).toBe(302);
  return signIn.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
}

describe("admin documents with 300 perfumes more than the seeded catalogue", () => {
  it("the perfume list stays under 200 KB of HTML, the gifts page under 100 KB and the orders under 40 KB, the dashboard naming eight perfumes", async () => {
    addPerfumes(300);
    const cookie = await adminCookie();
    const get = async (sub: string) => {
      const response = await fetch(`${shop().url}/${ADMIN_PATH}${sub}`, { headers: { Cookie: cookie } });
      expect(response.status, sub).toBe(200);
      return response.text();
    };

    const list = await get("/parfums");
    expect(Buffer.byteLength(list)).toBeLessThan(200 * 1024);
    expect(list.match(/<tr class="border-t/g)).toHaveLength(50);
    expect(list).toContain('aria-label="Page 7"');

    // The perfumes without ingredient list are the dashboard's to name (decision 153), eight and a link to the rest.
    const desk = await get("/tableau-de-bord");
    expect(desk).toContain(`href="/${ADMIN_PATH}/parfums?filtre=sans-ingredients"`);
    expect(desk.match(/href="[^"]*\/parfums\/\d+"/g)).toHaveLength(8);

    const gifts = await get("/cadeaux");
    expect(Buffer.byteLength(gifts)).toBeLessThan(100 * 1024);

    const orders = await get("/commandes");
    expect(Buffer.byteLength(orders)).toBeLessThan(40 * 1024);
    expect(orders).not.toContain("Borne 009");
  });
});
