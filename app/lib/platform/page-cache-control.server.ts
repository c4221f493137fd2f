/**
 * The caching class of every HTML page and data response, decided here and nowhere else
 * (decision 097).
 *
 * A page is shared only when nothing about the visitor went into it: a GET answered 200, rendered
 * whole from loader data, from a request that brought none of the cookies that change a page and
 * with no Set-Cookie in the answer. A shared cache (deploy/nginx/cache.conf) may then serve it
 * for SHARED_FRESH_SECONDS, and for SHARED_STALE_SECONDS more while it fetches the new one, so a
 * price or stock change reaches every shopper within SHARED_FRESH_SECONDS + SHARED_STALE_SECONDS.
 * Browsers keep nothing they have not asked again about (max-age=0, must-revalidate: they get a
 * 304 when unchanged), so a shopper who has just filled a cart never sees a page from before.
 */
export const SHARED_FRESH_SECONDS = 10;
export const SHARED_STALE_SECONDS = 20;

export const SHARED_PAGE = `public, max-age=0, must-revalidate, s-maxage=${SHARED_FRESH_SECONDS}, stale-while-revalidate=${SHARED_STALE_SECONDS}`;
export const PRIVATE_PAGE = "private, no-cache";

/**
 * Cookies that change what a page shows: the cart, the flash message, the admin session, the
 * checkouts this browser started. The shared cache must bypass requests carrying any of them
 * (deploy/nginx/cache.conf names the same), as no Vary can say so without splitting every page
 * by every cookie.
 */
export const PAGE_COOKIES = ["__cart", "__toast", "__admin", "__checkouts"] as const;

function carriesPageCookie(request: Request): boolean {
  const names = (request.headers.get("Cookie") ?? "").split(";").map((pair) => pair.split("=", 1)[0].trim());
  return names.some((name) => (PAGE_COOKIES as readonly string[]).includes(name));
}

/**
 * The Cache-Control of a response. A route's own private or no-store (the admin, an order's
 * page) always stands; `renderedWhole` is false for a streamed page, whose CSP carries a
 * per-response nonce and so can never be shared.
 */
export function pageCacheControl(request: Request, status: number, headers: Headers, renderedWhole: boolean): string {
  const own = headers.get("Cache-Control");
  if (own && /\b(private|no-store)\b/.test(own)) return own;
  const shared =
    renderedWhole && request.method === "GET" && status === 200 && !headers.has("Set-Cookie") && !carriesPageCookie(request);
  return shared ? SHARED_PAGE : PRIVATE_PAGE;
}
