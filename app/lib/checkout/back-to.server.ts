import { postingPage } from "../platform/posting-page.server";
import { safeRedirect } from "../platform/safe-redirect";

/** Back to the page that posted the form (the drawer sits on any page), else the cart page. */
export function backTo(request: Request): string {
  const page = postingPage(request);
  return page ? safeRedirect(`${page.pathname}${page.search}`, "/cart") : "/cart";
}
