import type { LoaderFunctionArgs } from "@remix-run/node";
import { ordersCsv } from "~/lib/admin-orders.server";
import { getSignedInAdmin } from "~/lib/admin-session.server";
import { getConfig } from "~/lib/config.server";
import { parisDay } from "~/lib/paris-time";

/**
 * /{ADMIN_PATH}/commandes.csv. Anyone without a live session, at any path, gets the same 404:
 * the answer never tells whether the path was the admin's.
 */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const admin = params.slug === getConfig().adminPath ? await getSignedInAdmin(request) : null;
  if (!admin) throw new Response("Not Found", { status: 404 });
  const day = parisDay(new Date());
  return new Response(ordersCsv(), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="commandes-${day}.csv"`,
      "Cache-Control": "private, no-store",
      "X-Robots-Tag": "noindex",
    },
  });
}
