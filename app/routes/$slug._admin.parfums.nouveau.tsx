import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { newPerfumeHref } from "~/lib/admin/perfume-list.server";
import { ADMIN_HEADERS, adminHeaders, requireAdmin } from "~/lib/auth/guard.server";

export const headers = adminHeaders;

/** The new-perfume dialog's former address (bookmarks): the list draws it now, at `?nouveau` (decision 154). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request, params);
  return redirect(newPerfumeHref(request), { headers: ADMIN_HEADERS });
}
