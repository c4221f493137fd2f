import { EventEmitter } from "node:events";
import { describe, expect, it } from "vitest";
import { loggablePath, prefixConsoleWithRequestId, requestLog } from "../../scripts/lib/request-log.mjs";

const ADMIN = "admin-secret-0123456789abcdef";

function fakeExchange(url: string, headers: Record<string, string> = {}) {
  const res = Object.assign(new EventEmitter(), {
    statusCode: 200,
    writableFinished: false,
    headers: {} as Record<string, string>,
    setHeader(name: string, value: string) {
      this.headers[name.toLowerCase()] = value;
    },
  });
  return { req: { method: "GET", url, originalUrl: url, headers }, res };
}

describe("request log", () => {
  it("never writes the admin segment, nor query strings", () => {
    expect(loggablePath(`/${ADMIN}`, ADMIN)).toBe("/{admin}");
    expect(loggablePath(`/${ADMIN}/produits?edit=3`, ADMIN)).toBe("/{admin}/produits");
    expect(loggablePath(`/${ADMIN}.data?_routes=x`, ADMIN)).toBe("/{admin}.data");
    expect(loggablePath(`/${encodeURIComponent(ADMIN).replace("a", "%61")}/commandes.csv`, ADMIN)).toBe("/{admin}/commandes.csv");
    expect(loggablePath("/success?session_id=cs_test_123", ADMIN)).toBe("/success");
    expect(loggablePath("/collection-homme", ADMIN)).toBe("/collection-homme");
  });

  it("writes one line per request with its id, method, path, status and time, and answers the id", () => {
    const lines: string[] = [];
    const { req, res } = fakeExchange(`/${ADMIN}/produits?x=1`);
    requestLog({ adminPath: ADMIN, write: (l: string) => lines.push(l) })(req, res, () => {});
    const id = res.headers["x-request-id"];
    expect(id).toMatch(/^[0-9a-f]{12}$/);
    res.statusCode = 303;
    res.writableFinished = true;
    res.emit("finish");
    res.emit("close");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(new RegExp(`^\\d{4}-\\d\\d-\\d\\dT\\S+Z ${id} GET /\\{admin\\}/produits 303 \\d+\\.\\d ms$`));
  });

  it("keeps the proxy's request id when it looks like one, and marks responses cut short", () => {
    const lines: string[] = [];
    const log = requestLog({ adminPath: ADMIN, write: (l: string) => lines.push(l) });
    const proxied = fakeExchange("/", { "x-request-id": "0f8c2a4e-1b7d-4c3e-9a55-2d6f1e0b7c91" });
    log(proxied.req, proxied.res, () => {});
    expect(proxied.res.headers["x-request-id"]).toBe("0f8c2a4e-1b7d-4c3e-9a55-2d6f1e0b7c91");
    const forged = fakeExchange("/", { "x-request-id": "x\nGET /fake 200" });
    log(forged.req, forged.res, () => {});
    expect(forged.res.headers["x-request-id"]).toMatch(/^[0-9a-f]{12}$/);
    proxied.res.emit("close");
    expect(lines[0]).toMatch(/ 0f8c2a4e-1b7d-4c3e-9a55-2d6f1e0b7c91 GET \/ aborted /);
  });

  it("prefixes errors logged while handling a request with that request's id", async () => {
    const written: unknown[][] = [];
    const fakeConsole = { error: (...args: unknown[]) => written.push(args), warn: (...args: unknown[]) => written.push(args) };
    prefixConsoleWithRequestId(fakeConsole);
    const { req, res } = fakeExchange("/products/x");
    await new Promise<void>((resolve) =>
      requestLog({ adminPath: ADMIN, write: () => {} })(req, res, async () => {
        await Promise.resolve();
        fakeConsole.error("panne", 1);
        resolve();
      }),
    );
    fakeConsole.warn("hors requête");
    expect(written).toEqual([[`[${res.headers["x-request-id"]}]`, "panne", 1], ["hors requête"]]);
  });
});
