/**
 * Headers of a page that shows one shopper's order: never stored by a shared cache or the render
 * cache, never indexed (its URL may carry a signed token).
 */
export const PRIVATE_PAGE_HEADERS = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex, nofollow" };

export const privatePageHeaders = () => PRIVATE_PAGE_HEADERS;
