import { frenchPath, langOf, pageVersions } from "./lang";

/**
 * The `Link` header of a page that exists in both languages: its canonical address (its own, in
 * its language, without the query string) and the `fr`, `en` and `x-default` alternates, in HTTP
 * rather than in the markup, so no page's HTML pays for them (decision 167). Null for a page in
 * French only.
 */
export function alternatesHeader(origin: string, pathname: string): string | null {
  const lang = langOf(pathname);
  const french = frenchPath(pathname);
  const versions = pageVersions(french);
  if (!versions) return null;
  const own = versions.find(([hreflang]) => hreflang === lang)?.[1] ?? french;
  return [
    `<${origin}${own}>; rel="canonical"`,
    ...versions.map(([hreflang, path]) => `<${origin}${path}>; rel="alternate"; hreflang="${hreflang}"`),
  ].join(", ");
}
