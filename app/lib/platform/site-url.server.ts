import { getConfig } from "./config.server";

/**
 * Absolute base of the shop: PUBLIC_URL when set, else the origin the request came to (with no
 * request at hand, the server's own local address).
 */
export function siteOrigin(request?: Request): string {
  const { publicUrl, port } = getConfig();
  return publicUrl ?? (request ? new URL(request.url).origin : `http://localhost:${port}`);
}
