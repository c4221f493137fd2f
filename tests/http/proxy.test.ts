import { spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../free-port";
import { requireBinary, startNginx, waitFor, type Proxy } from "./nginx";
import { ADMIN_PATH, startShop, type RunningShop } from "./server";

/**
 * The reverse-proxy settings docs/operations.md gives (deploy/nginx, deploy/Caddyfile), run for real in front
 * of the shop: forms post through them, and a client cannot buy fresh sign-in attempts by
 * forging X-Forwarded-For. nginx and Caddy come from Debian's packages (.ci/run installs them).
 */
for (const binary of ["nginx", "caddy"]) requireBinary(binary);

async function startCaddy(upstreamPort: number, port: number): Promise<Proxy> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "caddy-"));
  let log = "";
  // The deploy Caddyfile as it is; its admin API is turned off so tests hold no fixed port.
  const child = spawn("caddy", ["run", "--config", path.resolve("deploy/Caddyfile"), "--adapter", "caddyfile"], {
    env: {
      NODE_ENV: "production",
      PATH: process.env.PATH,
      HOME: dir,
      XDG_DATA_HOME: dir,
      XDG_CONFIG_HOME: dir,
      CADDY_ADMIN: "off",
      SHOP_ADDRESS: `http://127.0.0.1:${port}`,
      SHOP_UPSTREAMS: `127.0.0.1:${upstreamPort}`,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (d) => (log += d));
  child.stderr?.on("data", (d) => (log += d));
  const url = `http://127.0.0.1:${port}`;
  await waitFor(url, child, () => log);
  return { url, child, dir };
}

function post(url: string, body: string, headers: Record<string, string>): Promise<{ status: number }> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: "POST", agent: false, headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers } }, (res) => {
      res.resume();
      res.on("end", () => resolve({ status: res.statusCode ?? 0 }));
    });
    req.on("error", reject);
    req.end(body);
  });
}

for (const [name, start] of [
  ["nginx", startNginx],
  ["Caddy", startCaddy],
] as const) {
  describe(`behind ${name}, with the settings of docs/operations.md`, () => {
    let shop: RunningShop;
    let proxy: Proxy;

    beforeAll(async () => {
      const port = await freePort();
      shop = await startShop({ TRUST_PROXY: "true", PUBLIC_URL: `http://127.0.0.1:${port}` });
      proxy = await start(shop.port, port);
    }, 90_000);

    afterAll(async () => {
      proxy?.child.kill("SIGTERM");
      await shop?.stop();
      if (proxy) fs.rmSync(proxy.dir, { recursive: true, force: true });
    });

    it("a shopper's form posts through the proxy (no origin-check 500)", async () => {
      const response = await post(`${proxy.url}/cart`, "intent=clear", { Origin: proxy.url });
      expect(response.status).toBe(302);
      const foreign = await post(`${proxy.url}/cart`, "intent=clear", { Origin: "https://evil.example" });
      expect(foreign.status).toBe(403);
    });

    it("a forged X-Forwarded-For buys no fresh sign-in attempts", async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) {
        const body = new URLSearchParams({ email: "cible@maison-sillage.test", password: `faux-${i}` }).toString();
        statuses.push((await post(`${proxy.url}/${ADMIN_PATH}/connexion`, body, { Origin: proxy.url, "X-Forwarded-For": `10.0.0.${i}` })).status);
      }
      expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    });
  });
}
