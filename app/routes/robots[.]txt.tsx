import type { LoaderFunctionArgs } from "@remix-run/node";
import { siteOrigin } from "~/lib/platform/site-url.server";

// The admin path is deliberately not listed: naming it, even as Disallow, would reveal it.
export function loader({ request }: LoaderFunctionArgs) {
  const body = `User-agent: *\nDisallow: /cart\nDisallow: /checkout\nDisallow: /success\nDisallow: /cancel\n\nSitemap: ${siteOrigin(request)}/sitemap.xml\n`;
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
