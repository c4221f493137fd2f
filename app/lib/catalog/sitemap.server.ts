import { getPublicSlugs } from "./catalog.server";
import { SLUG_REDIRECTS } from "./slug-routing";
import { escapeXml } from "../format/xml";

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

/** Public pages only: static pages, active collections with perfumes, and their perfumes. */
export async function buildSitemap(origin: string): Promise<string> {
  const collections = await getPublicSlugs();
  const paths = [
    ...STATIC_PATHS,
    ...collections.filter((c) => !SLUG_REDIRECTS.has(c.slug)).map((c) => `/${c.slug}`),
    ...collections.flatMap((c) => c.productSlugs.map((slug) => `/products/${slug}`)),
  ];
  const urls = [...new Set(paths)]
    .map((p) => `  <url><loc>${escapeXml(origin + p)}</loc></url>`)
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}
