import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";

/** A reverse proxy started for real from Debian's package (.ci/run installs nginx-light and caddy). */
export type Proxy = { url: string; child: ChildProcess; dir: string };

export function requireBinary(binary: string) {
  if (spawnSync("which", [binary]).status !== 0) {
    throw new Error(`${binary} est nécessaire pour ces tests : apt-get install nginx-light caddy`);
  }
}

export async function waitFor(url: string, child: ChildProcess, log: () => string) {
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

/**
 * nginx in front of the shop with the location of deploy/nginx/maison-sillage.conf: proxy.conf,
 * and with `cache` the shared cache of deploy/nginx/cache.conf in a zone of its own directory.
 */
export async function startNginx(upstreamPort: number, port: number, { cache = false } = {}): Promise<Proxy> {
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
  upstream maison_sillage { server 127.0.0.1:${upstreamPort}; keepalive 4; }
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
