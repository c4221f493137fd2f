import { getConfig } from "./config.server";

/**
 * Absolute base for URLs answered to this request alone (Stripe's return URLs for this shopper,
 * robots.txt, the sitemap): PUBLIC_URL when set, else the origin the request came to. A client
 * chooses its own Host, so this never builds an email link or a stored value: shopOrigin() does.
 */
export function siteOrigin(request: Request): string {
  return getConfig().publicUrl ?? new URL(request.url).origin;
}
