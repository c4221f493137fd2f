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

export type SlugDecision =
  | { kind: "admin" }
  | { kind: "redirect"; to: string }
  | { kind: "collection"; slug: string };

/** What GET /{slug} shows: the hidden admin, a redirect of SPEC.md, or a collection page. */
export function decideSlug(slug: string, adminPath: string): SlugDecision {
  if (slug === adminPath) return { kind: "admin" };
  if (slug === "collection-fruitee") return { kind: "redirect", to: "/collections" };
  return { kind: "collection", slug };
}
