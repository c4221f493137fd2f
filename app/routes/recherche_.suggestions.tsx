import type { LoaderFunctionArgs } from "@remix-run/node";
import { suggestionsFor } from "~/lib/search/suggestions.server";

/**
 * GET /recherche/suggestions?q=…: what the header's field offers as the shopper types (JSON).
 * A short public cache: the same letters typed by many shoppers are answered once a minute.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const body = await suggestionsFor(new URL(request.url).searchParams.get("q") ?? "");
  return Response.json(body, { headers: { "Cache-Control": "public, max-age=60", "X-Robots-Tag": "noindex" } });
}
