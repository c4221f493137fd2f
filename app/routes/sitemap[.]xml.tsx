import type { LoaderFunctionArgs } from "@remix-run/node";
import { buildSitemap } from "~/lib/catalog/sitemap.server";
import { siteOrigin } from "~/lib/platform/site-url.server";

export function loader({ request }: LoaderFunctionArgs) {
  return new Response(buildSitemap(siteOrigin(request)), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
