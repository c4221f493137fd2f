// nginx in front of the shop as deploy/nginx/maison-sillage.conf puts it (proxy.conf, and with
// `cache` the shared page cache of cache.conf, decision 097), on loopback, from Debian's nginx:
// used by tests/http (proxy.test.ts, shared-cache.test.ts) and by `npm run bench`.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";

/** Resolves once `url` answers at all; rejects with `log()` if the process ends or never does. */
export async function waitFor(url, child, log) {
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`le proxy s'est arrêté :\n${log()}`);
    try {
      await fetch(`${url}/robots.txt`);
      return;
    } catch {
      if (Date.now() > deadline) throw new Error(`le proxy ne répond pas :\n${log()}`);
      await sleep(150);
    }
  }
}

/** @returns {Promise<{ url: string, child: import("node:child_process").ChildProcess, dir: string }>} */
export async function startNginx(upstreamPort, port, { cache = false } = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "nginx-"));
  // Run as root, nginx's workers are nobody: they must reach the cache it creates in there.
  fs.chmodSync(dir, 0o755);
  const conf = `
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log;
events { worker_connections 256; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  ${cache ? `proxy_cache_path ${dir}/cache keys_zone=maison_sillage_pages:1m max_size=64m inactive=10m use_temp_path=off;` : ""}
  upstream maison_sillage { server 127.0.0.1:${upstreamPort}; keepalive 16; }
  server {
    listen 127.0.0.1:${port};
    server_name 127.0.0.1;
    client_max_body_size 11m;
    location / {
      include ${path.resolve("deploy/nginx/proxy.conf")};
      ${cache ? `include ${path.resolve("deploy/nginx/cache.conf")};` : ""}
      proxy_pass http://maison_sillage;
    }
  }
}`;
  fs.writeFileSync(path.join(dir, "nginx.conf"), conf);
  let log = "";
  const child = spawn("nginx", ["-p", dir, "-c", path.join(dir, "nginx.conf"), "-g", "daemon off;"], { stdio: ["ignore", "pipe", "pipe"] });
  child.stderr?.on("data", (d) => (log += d));
  const url = `http://127.0.0.1:${port}`;
  await waitFor(url, child, () => log + fs.readFileSync(path.join(dir, "error.log"), "utf8"));
  return { url, child, dir };
}
