/**
 * Single-segment URLs that have a route of their own. A collection may not take one of these
 * slugs: its page would be unreachable. (collection-homme, -femme and -oud are fixed routes that
 * show the collection of that slug, so SPEC.md's redirect of /{slug} to them is already met.)
 */
export const RESERVED_SLUGS = new Set<string>([
  "collections",
  "about",
  "contact",
  "help",
  "success",
  "cancel",
  "products",
  "cart",
  "checkout",
  "webhooks",
  "uploads",
  "images",
  "build",
  "favicon.svg",
  "robots.txt",
  "sitemap.xml",
  "paiement-demo",
]);

/** Collections whose slug URL sends the shopper elsewhere (SPEC.md). */
export const SLUG_REDIRECTS: ReadonlyMap<string, string> = new Map([
  ["collection-fruitee", "/collections"],
]);

export type SlugDecision =
  | { kind: "admin" }
  | { kind: "redirect"; to: string }
  | { kind: "collection"; slug: string };

/** What GET /{slug} shows: the hidden admin, a redirect of SPEC.md, or a collection page. */
export function decideSlug(slug: string, adminPath: string): SlugDecision {
  if (slug === adminPath) return { kind: "admin" };
  const redirectTo = SLUG_REDIRECTS.get(slug);
  if (redirectTo) return { kind: "redirect", to: redirectTo };
  return { kind: "collection", slug };
}
