import { getPublicSlugs } from "./catalog.server";
import { SLUG_REDIRECTS } from "./slug-routing";
import { escapeXml } from "../format/xml";
import { pageVersions } from "../i18n/lang";

const STATIC_PATHS = [
  "/",
  "/collections",
  "/about",
  "/contact",
  "/help",
  "/mentions-legales",
  "/cgv",
  "/retractation",
  "/accessibilite",
  "/confidentialite",
  "/avis-clients",
];

/**
 * A French page's `<url>`, or, for a page in both languages, one `<url>` per language, each
 * listing every version, itself included, and `x-default` (decision 167).
 */
function pageUrls(origin: string, path: string): string[] {
  const versions = pageVersions(path);
  if (!versions) return [`  <url><loc>${escapeXml(origin + path)}</loc></url>`];
  const links = versions
    .map(([hreflang, version]) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(origin + version)}"/>`)
    .join("");
  return versions
    .filter(([hreflang]) => hreflang !== "x-default")
    .map(([, version]) => `  <url><loc>${escapeXml(origin + version)}</loc>${links}</url>`);
}

/** Public pages only: static pages, active collections with perfumes, and their perfumes. */
export async function buildSitemap(origin: string): Promise<string> {
  const collections = await getPublicSlugs();
  const paths = [
    ...STATIC_PATHS,
    ...collections.filter((c) => !SLUG_REDIRECTS.has(c.slug)).map((c) => `/${c.slug}`),
    ...collections.flatMap((c) => c.productSlugs.map((slug) => `/products/${slug}`)),
  ];
  const urls = [...new Set(paths)].flatMap((p) => pageUrls(origin, p)).join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls}\n</urlset>\n`;
}
