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
