import { createHash } from "node:crypto";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import type { EntryContext } from "@remix-run/node";
import { documentKey, isFresh, RenderCache } from "~/lib/platform/render-cache.server";
import { markShared } from "~/lib/platform/shared-values.server";

function context(loaderData: Record<string, unknown>, extra: Partial<EntryContext["staticHandlerContext"]> = {}) {
  return {
    manifest: { version: "v1" },
    staticHandlerContext: { loaderData, actionData: null, errors: null, ...extra },
  } as unknown as EntryContext;
}

const get = (url = "http://shop.test/products/bahia") => new Request(url);
const cart = (totalItems: number) => ({ root: { cart: { totalItems }, toast: null } });

describe("documentKey with the memo's shared values (decision 137)", () => {
  // A shared catalogue read, with a part that counts how often it is serialised.
  function sharedRead(price: number) {
    const serialised = { count: 0 };
    const read = { products: [{ name: "Bahia", price: { toJSON: () => (serialised.count++, price) } }] };
    markShared(read);
    return { read, serialised };
  }

  it("serialises a shared value once, however many documents it appears in", () => {
    const { read, serialised } = sharedRead(3995);
    const key = documentKey(get(), 200, new Headers(), context({ ...cart(0), "routes/collections": { browse: read, page: 1 } }));
    expect(serialised.count).toBe(1);
    for (let i = 0; i < 3; i++) {
      expect(documentKey(get(), 200, new Headers(), context({ ...cart(0), "routes/collections": { browse: read, page: 1 } }))).toBe(key);
    }
    expect(serialised.count).toBe(1);
  });

  it("still changes exactly when the data does: another read of equal content keeps the key, a changed one moves it", () => {
    const key = (read: object, page = 1) => documentKey(get(), 200, new Headers(), context({ ...cart(0), "routes/collections": { browse: read, page } }));
    const first = key(sharedRead(3995).read);
    expect(key(sharedRead(3995).read)).toBe(first);
    expect(key(sharedRead(4500).read)).not.toBe(first);
    // What the loader adds around the shared read (here its page) is serialised as before.
    expect(key(sharedRead(3995).read, 2)).not.toBe(first);
  });

  it("under test a shared value cannot be changed: the memo's contract fails where it is broken", () => {
    const { read } = sharedRead(3995);
    expect(() => read.products.push({ name: "Autre", price: { toJSON: () => 0 } })).toThrow(TypeError);
    expect(() => {
      (read.products[0] as { name: string }).name = "Autre";
    }).toThrow(TypeError);
  });
});

describe("documentKey", () => {
  it("is the same for the same URL and data, and changes with any of them", () => {
    const key = documentKey(get(), 200, new Headers(), context({ ...cart(0), product: { price_cents: 3995 } }));
    expect(key).toBe(documentKey(get(), 200, new Headers(), context({ ...cart(0), product: { price_cents: 3995 } })));
    expect(documentKey(get(), 200, new Headers(), context({ ...cart(0), product: { price_cents: 4995 } }))).not.toBe(key);
    expect(documentKey(get(), 200, new Headers(), context({ ...cart(1), product: { price_cents: 3995 } }))).not.toBe(key);
    expect(documentKey(get("http://shop.test/products/bahia?x=1"), 200, new Headers(), context(cart(0)))).not.toBe(
      documentKey(get(), 200, new Headers(), context(cart(0))),
    );
    expect(documentKey(get(), 404, new Headers(), context(cart(0)))).not.toBe(documentKey(get(), 200, new Headers(), context(cart(0))));
  });

  it("refuses posts, action data, errors and no-store responses", () => {
    const post = new Request("http://shop.test/cart", { method: "POST" });
    expect(documentKey(post, 200, new Headers(), context(cart(0)))).toBeNull();
    expect(documentKey(get(), 400, new Headers(), context(cart(0), { actionData: { form: 1 } }))).toBeNull();
    expect(documentKey(get(), 500, new Headers(), context(cart(0), { errors: { root: new Error("x") } }))).toBeNull();
    const admin = new Headers({ "Cache-Control": "private, no-store" });
    expect(documentKey(get(), 200, admin, context({ admin: true }))).toBeNull();
  });
});

describe("RenderCache", () => {
  it("keeps the document as UTF-8 bytes, accents and no-break spaces included", () => {
    const cache = new RenderCache(1024);
    cache.set("k", Buffer.from("<p>39,95\u00a0€ été</p>"));
    expect(cache.get("k")!.body.toString("utf8")).toBe("<p>39,95\u00a0€ été</p>");
  });

  it("keeps with each document the hashes of the inline scripts it runs, and only those", () => {
    const cache = new RenderCache(1024 * 1024);
    const doc = cache.set(
      "k",
      Buffer.from(
        '<scripts>no</scripts><script>window.a="été"</script><script type="module" async="">import "/b.js"</script>' +
          '<script src="/c.js"></script><script type="application/ld+json">{"@type":"Product"}</script>',
      ),
    );
    const sha = (text: string) => `sha256-${createHash("sha256").update(text).digest("base64")}`;
    expect(doc.scriptHashes).toEqual([sha('window.a="été"'), sha('import "/b.js"')]);
  });

  it("drops the least recently used documents past its byte budget", () => {
    const page = "x".repeat(200); // 200 bytes of UTF-8
    const cache = new RenderCache(500);
    cache.set("a", Buffer.from(page));
    cache.set("b", Buffer.from(page));
    cache.get("a");
    cache.set("c", Buffer.from(page));
    expect(cache.get("b")).toBeUndefined();
    expect(cache.get("a")).toBeDefined();
    expect(cache.get("c")).toBeDefined();
    expect(cache.size).toBe(2);
  });

  it("compresses a document once per encoding, the same bytes for every response, and counts them in the budget", () => {
    const page = `<!DOCTYPE html><p>39,95\u00a0€</p>${"<li>Bahia</li>".repeat(50)}`;
    const size = Buffer.byteLength(page);
    // Room for three bodies, not for three bodies and the first one's compressed copies.
    const cache = new RenderCache(3 * size + 20);
    const doc = cache.set("a", Buffer.from(page));
    const br = cache.encoded(doc, "br");
    expect(brotliDecompressSync(br).toString("utf8")).toBe(page);
    expect(br.length).toBeLessThan(doc.body.length / 5);
    expect(cache.encoded(doc, "br")).toBe(br);
    expect(gunzipSync(cache.encoded(doc, "gzip")).toString("utf8")).toBe(page);
    cache.set("b", Buffer.from(page.replace("Bahia", "Corail")));
    cache.set("c", Buffer.from(page.replace("Bahia", "Saphir")));
    expect(cache.get("a")).toBeUndefined();
    expect(cache.size).toBe(2);
  });

  it("recompresses a page asked for again in brotli at the best quality, after that response, once", async () => {
    const page = `<!DOCTYPE html><main>${Array.from({ length: 300 }, (_, i) => `<li class="card">Parfum ${i} : ${(i * 7919) % 1000},95\u00a0€</li>`).join("")}</main>`;
    const cache = new RenderCache(1024 * 1024);
    const doc = cache.set("a", Buffer.from(page));
    const first = cache.encoded(doc, "br");
    const bytesOf = (c: RenderCache) => (c as unknown as { bytes: number }).bytes;
    const held = bytesOf(cache);
    expect(cache.encoded(doc, "br")).toBe(first);
    await new Promise((resolve) => setImmediate(resolve));
    const best = cache.encoded(doc, "br");
    expect(best.length).toBeLessThan(first.length);
    expect(brotliDecompressSync(best).toString("utf8")).toBe(page);
    expect(bytesOf(cache)).toBe(held - (first.length - best.length));
    await new Promise((resolve) => setImmediate(resolve));
    expect(cache.encoded(doc, "br")).toBe(best);
  });

  it("never refines a page asked for once, nor one no longer kept", async () => {
    const page = `<!DOCTYPE html>${"<p>Bahia, 39,95\u00a0€</p>".repeat(200)}`;
    const cache = new RenderCache(Buffer.byteLength(page) * 2);
    const once = cache.set("once", Buffer.from(page));
    const onceBr = cache.encoded(once, "br");
    await new Promise((resolve) => setImmediate(resolve));
    expect(cache.encoded(once, "br")).toBe(onceBr);
    const gone = cache.set("gone", Buffer.from(page.replace("Bahia", "Corail")));
    const goneBr = cache.encoded(gone, "br");
    cache.encoded(gone, "br");
    cache.set("other", Buffer.from(page.replace("Bahia", "Saphir")));
    cache.set("more", Buffer.from(page.replace("Bahia", "Minuit")));
    expect(cache.get("gone")).toBeUndefined();
    await new Promise((resolve) => setImmediate(resolve));
    expect(gone.encoded.br).toBe(goneBr);
  });

  it("never keeps a document larger than the whole budget", () => {
    const cache = new RenderCache(100);
    expect(cache.set("big", Buffer.from("y".repeat(150))).body).toHaveLength(150);
    expect(cache.size).toBe(0);
  });
});

describe("isFresh", () => {
  it("matches the ETag among those the browser sends", () => {
    const request = new Request("http://shop.test/", { headers: { "If-None-Match": 'W/"a", W/"b"' } });
    expect(isFresh(request, 'W/"b"')).toBe(true);
    expect(isFresh(request, 'W/"c"')).toBe(false);
    expect(isFresh(get(), 'W/"b"')).toBe(false);
  });
});
