import { getConfig } from "./config.server";

/** Absolute base of the shop: PUBLIC_URL when set, else the origin the request came to. */
export function siteOrigin(request: Request): string {
  return getConfig().publicUrl ?? new URL(request.url).origin;
}
