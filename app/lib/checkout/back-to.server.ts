import { getConfig } from "../platform/config.server";
import { safeRedirect } from "../platform/safe-redirect";

/** Back to the page that posted the form (the drawer sits on any page), else the cart page. */
export function backTo(request: Request): string {
  const referer = request.headers.get("Referer");
  if (!referer) return "/cart";
  try {
    const url = new URL(referer);
    const origins = [new URL(request.url).origin, getConfig().publicUrl];
    if (!origins.includes(url.origin)) return "/cart";
    return safeRedirect(`${url.pathname}${url.search}`, "/cart");
  } catch {
    return "/cart";
  }
}
