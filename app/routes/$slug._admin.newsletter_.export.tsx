import type { LoaderFunctionArgs } from "@remix-run/node";
import { ADMIN_HEADERS, adminHeaders, requireAdmin } from "~/lib/auth/guard.server";
import { parisDay } from "~/lib/format/paris-time";
import { subscribersCsv } from "~/lib/newsletter/subscriptions.server";

export const headers = adminHeaders;

/** GET /{ADMIN_PATH}/newsletter/export: the confirmed subscribers, for the owner's mailing tool. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request, params);
  return new Response(await subscribersCsv(), {
    headers: {
      ...ADMIN_HEADERS,
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="abonnes-${parisDay(new Date())}.csv"`,
    },
  });
}
