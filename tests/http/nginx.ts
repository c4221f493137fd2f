import { spawnSync, type ChildProcess } from "node:child_process";

export { startNginx, waitFor } from "../../scripts/lib/nginx.mjs";

/** A reverse proxy started for real from Debian's package (.ci/run installs nginx-light and caddy). */
export type Proxy = { url: string; child: ChildProcess; dir: string };

export function requireBinary(binary: string) {
  if (spawnSync("which", [binary]).status !== 0) {
    throw new Error(`${binary} est nécessaire pour ces tests : apt-get install nginx-light caddy`);
  }
}
