import type { LoaderFunctionArgs } from "@remix-run/node";
import { ADMIN_HEADERS, requireAdminPath } from "~/lib/auth/guard.server";
import { ordersCsvStream } from "~/lib/orders/history.server";
import { readOrderFilters } from "~/lib/orders/order-filters.server";
import { getSignedInAdmin } from "~/lib/auth/session.server";
import { parisDay } from "~/lib/format/paris-time";

/**
 * /{ADMIN_PATH}/commandes.csv. Anyone without a live session, at any path, gets the same 404:
 * the answer never tells whether the path was the admin's.
 */
export async function loader({ params, request }: LoaderFunctionArgs) {
  requireAdminPath(params);
  if (!(await getSignedInAdmin(request))) throw new Response("Collection non trouvée", { status: 404, headers: ADMIN_HEADERS });
  // The list's own filters: what the owner sees on screen is what the file holds, every page of it.
  const { filters } = readOrderFilters(new URL(request.url).searchParams);
  return new Response(ordersCsvStream(filters), {
    headers: {
      ...ADMIN_HEADERS,
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="commandes-${parisDay(new Date())}.csv"`,
    },
  });
}
