import http from "node:http";
import path from "node:path";
import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { SHARED_PAGE } from "~/lib/platform/page-cache-control.server";
import { ADMIN_EMAIL, ADMIN_PASSWORD, ADMIN_PATH, rssOf, shopForTests } from "./server";

const shop = shopForTests();

type Raw = { status: number; headers: http.IncomingHttpHeaders; body: string };

/** A request as any client may send it: any method, any headers, a body written in chunks. */
function raw(method: string, path: string, headers: Record<string, string> = {}, body?: string | { chunks: number; size: number }): Promise<Raw> {
  return new Promise((resolve, reject) => {
    let answer: Raw | undefined;
    // The path goes as it is (a URL string would have its dot segments resolved by Node first).
    const req = http.request({ host: "127.0.0.1", port: shop().port, path, method, headers, agent: false }, (res) => {
      answer = { status: res.statusCode ?? 0, headers: res.headers, body: "" };
      res.setEncoding("utf8");
      res.on("data", (d) => (answer!.body += d));
      res.on("end", () => resolve(answer!));
      res.on("error", () => resolve(answer!));
    });
    // The server may answer and cut the connection before the whole body is sent: that is the
    // point of refusing early. A client still writing may then see the cut before the answer:
    // status 0 says so.
    req.on("error", (error) => {
      const code = (error as NodeJS.ErrnoException).code;
      if (answer) resolve(answer);
      else if (code === "EPIPE" || code === "ECONNRESET") resolve({ status: 0, headers: {}, body: "" });
      else reject(error);
    });
    if (typeof body === "string") req.end(body);
    else if (body) {
      const chunk = Buffer.alloc(body.size, "a");
      let written = 0;
      const pump = () => {
        while (written < body.chunks) {
          written += 1;
          if (!req.write(chunk)) return req.once("drain", pump);
        }
        req.end();
      };
      pump();
    } else req.end();
  });
}

const form = { "Content-Type": "application/x-www-form-urlencoded" };

describe("the real server answers hostile requests with a 4xx, never a 500", () => {
  it("PUT, PATCH, DELETE and TRACE: 405 with Allow", async () => {
    for (const method of ["PUT", "PATCH", "DELETE", "TRACE"]) {
      const response = await raw(method, "/cart", form, method === "TRACE" ? undefined : "intent=clear");
      expect(response.status, method).toBe(405);
      expect(response.headers.allow).toBe("GET, HEAD, POST");
      expect(response.body).toContain("Méthode non autorisée.");
    }
  });

  it("JSON, text/plain, no content type: 415; multipart without boundary: 400", async () => {
    expect((await raw("POST", "/cart", { "Content-Type": "application/json" }, "{}")).status).toBe(415);
    expect((await raw("POST", "/checkout", { "Content-Type": "text/plain" }, "x")).status).toBe(415);
    expect((await raw("POST", "/cart", {}, "intent=clear")).status).toBe(415);
    expect((await raw("POST", "/cart", { "Content-Type": "multipart/form-data" }, "x")).status).toBe(400);
    expect(shop().output()).not.toMatch(/Error|at .*\.js/);
  });

  it("a foreign Origin: 403 in French; the shop's own: the form goes through", async () => {
    const foreign = await raw("POST", "/cart", { ...form, Origin: "https://evil.example" }, "intent=clear");
    expect(foreign.status).toBe(403);
    expect(foreign.body).toContain("Requête refusée : elle ne vient pas de la boutique.");
    const own = await raw("POST", "/cart", { ...form, Origin: shop().url }, "intent=clear");
    expect(own.status).toBe(302);
  });

  it("an oversized post is answered 413; a 200 MB one is refused or cut early, never held in memory", async () => {
    const small = "intent=clear&x=" + "a".repeat(100 * 1024);
    expect((await raw("POST", "/cart", form, small)).status).toBe(413);
    expect((await raw("POST", "/cart", { ...form, "Transfer-Encoding": "chunked" }, { chunks: 1, size: 100 * 1024 })).status).toBe(413);
    const before = rssOf(shop().child.pid!);
    const declared = await raw("POST", "/cart", { ...form, "Content-Length": String(200 * 1024 * 1024) }, { chunks: 200, size: 1024 * 1024 });
    expect([413, 0]).toContain(declared.status);
    const chunked = await raw("POST", "/cart", { ...form, "Transfer-Encoding": "chunked" }, { chunks: 200, size: 1024 * 1024 });
    expect([413, 0]).toContain(chunked.status);
    expect(rssOf(shop().child.pid!) - before).toBeLessThan(50 * 1024 * 1024);
    // And the server is still there, answering.
    expect((await raw("GET", "/robots.txt")).status).toBe(200);
  });

  it("every response says nosniff: pages, data, resource routes, static files, refusals", async () => {
    for (const path of ["/", "/robots.txt", "/sitemap.xml", "/favicon.svg", "/collections.data", "/pas-une-page"]) {
      const response = await raw("GET", path);
      expect(response.headers["x-content-type-options"], path).toBe("nosniff");
    }
    expect((await raw("PUT", "/cart", form, "x")).headers["x-content-type-options"]).toBe("nosniff");
    // No HSTS over plain http without a trusted proxy saying otherwise.
    expect((await raw("GET", "/", { "X-Forwarded-Proto": "https" })).headers["strict-transport-security"]).toBeUndefined();
  });

  it("admin pages, and the sign-in's answers, are private and not indexed", async () => {
    const entry = await raw("GET", `/${ADMIN_PATH}`);
    expect(entry.status).toBe(302);
    expect(entry.headers.location).toBe(`/${ADMIN_PATH}/connexion`);
    expect(entry.headers["cache-control"]).toBe("private, no-store");
    const page = await raw("GET", `/${ADMIN_PATH}/connexion`);
    expect(page.status).toBe(200);
    expect(page.headers["cache-control"]).toBe("private, no-store");
    expect(page.headers["x-robots-tag"]).toBe("noindex, nofollow");
    const refused = await raw("POST", `/${ADMIN_PATH}/connexion`, form, new URLSearchParams({ email: "x@y.fr", password: "faux" }).toString());
    expect(refused.status).toBe(401);
    expect(refused.headers["cache-control"]).toBe("private, no-store");
    expect(refused.headers["x-robots-tag"]).toBe("noindex, nofollow");

    const signIn = await raw("POST", `/${ADMIN_PATH}/connexion`, form, new URLSearchParams({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }).toString());
    expect(signIn.status).toBe(302);
    const cookie = (signIn.headers["set-cookie"] ?? []).map((c) => c.split(";")[0]).join("; ");
    for (const screen of ["/parfums", "/parfums?nouveau", "/parfums/best-sellers", "/collections", "/collections/nouvelle", "/commandes", "/codes-promo", "/codes-promo/nouveau", "/parfums.data", "/commandes.csv"]) {
      const response = await raw("GET", `/${ADMIN_PATH}${screen}`, { Cookie: cookie });
      expect(response.status, screen).toBe(200);
      expect(response.headers["cache-control"], screen).toBe("private, no-store");
      expect(response.headers["x-robots-tag"], screen).toBe("noindex, nofollow");
    }
  });

  it("a collection the owner adds (served by /{slug}, like the admin) is public: indexed, memoized, shared, 304", async () => {
    const db = new Database(path.join(shop().dir, "shop.db"));
    db.prepare("INSERT INTO collections (slug, name, description, is_active, display_order) VALUES (?, ?, ?, 1, 50)").run(
      "collection-ete",
      "Collection Été",
      "Des parfums solaires.",
    );
    db.close();
    const page = await raw("GET", "/collection-ete");
    expect(page.status).toBe(200);
    expect(page.body).toContain("Collection Été");
    expect(page.headers["x-robots-tag"]).toBeUndefined();
    expect(page.headers["cache-control"]).toBe(SHARED_PAGE);
    expect(page.headers.etag).toMatch(/^W\/"/);
    expect((await raw("GET", "/collection-ete", { "If-None-Match": page.headers.etag! })).status).toBe(304);
    // The admin's entry, under the same route, stays private.
    expect((await raw("GET", `/${ADMIN_PATH}`)).headers["x-robots-tag"]).toBe("noindex, nofollow");
  });

  it("X-Forwarded-For from a client without a trusted proxy buys no fresh sign-in attempts", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const body = new URLSearchParams({ email: "cible@maison-sillage.test", password: `faux-${i}` }).toString();
      statuses.push((await raw("POST", `/${ADMIN_PATH}/connexion`, { ...form, "X-Forwarded-For": `10.0.0.${i}` }, body)).status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });
});

describe("behind a trusted proxy", () => {
  const proxied = shopForTests({ TRUST_PROXY: "true", PUBLIC_URL: "https://www.maison-sillage.test" });

  function viaProxy(method: string, path: string, headers: Record<string, string>, body?: string): Promise<Raw> {
    return new Promise((resolve, reject) => {
      const req = http.request(`${proxied().url}${path}`, { method, headers }, (res) => {
        let text = "";
        res.on("data", (d) => (text += d));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
      });
      req.on("error", reject);
      req.end(body);
    });
  }

  it("a post whose Host the proxy rewrote goes through when its Origin is PUBLIC_URL, and HSTS is sent", async () => {
    const response = await viaProxy(
      "POST",
      "/cart",
      { ...form, Host: "127.0.0.1", Origin: "https://www.maison-sillage.test", "X-Forwarded-Proto": "https", "X-Forwarded-For": "203.0.113.5" },
      "intent=clear",
    );
    expect(response.status).toBe(302);
    expect(response.headers["strict-transport-security"]).toBe("max-age=63072000; includeSubDomains");
    expect(response.headers["set-cookie"]?.join(";")).toContain("Secure");
  });
});

describe("dot segments (issue 18)", () => {
  it("a path with . or .. segments, plain or encoded, is refused before routing and never logged with the admin path", async () => {
    for (const path of [`/x/../${ADMIN_PATH}/parfums`, `/x/%2e%2e/${ADMIN_PATH}/parfums`, `/./${ADMIN_PATH}`, `/collections/..`]) {
      const answer = await raw("GET", path);
      expect(answer.status, path).toBe(400);
      expect(answer.body).toContain("Adresse invalide.");
      expect(answer.body).not.toContain(ADMIN_PATH);
    }
    expect((await raw("GET", "/products/bahia")).status).toBe(200);
    expect(shop().output()).not.toContain(`${ADMIN_PATH}/parfums`);
    expect(shop().output()).not.toMatch(/\/x\/(?:\.\.|%2e)/i);
  });
});
