import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs } from "@remix-run/node";
import { ADMIN_HEADERS, adminHeaders, requireAdmin } from "~/lib/auth/guard.server";
import { readForm } from "~/lib/platform/request-body.server";
import { customerExportSchema } from "~/lib/privacy/customer-forms";
import { exportCustomer } from "~/lib/use-cases/customer-file.server";
import { customerExportResponse } from "./__customer-export.server";

export const headers = adminHeaders;

/** POST /{ADMIN_PATH}/clients/export: the customer's file to hand over, each export recorded. */
export async function action({ request, params }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, params);
  const submission = parseWithZod(await readForm(request), { schema: customerExportSchema });
  if (submission.status !== "success") {
    throw new Response("Demande d'export invalide : recherchez d'abord le client par son email.", { status: 400, headers: ADMIN_HEADERS });
  }
  const file = await exportCustomer(submission.value.email, admin.email);
  if (!file) throw new Response("Aucune donnée pour cette adresse.", { status: 404, headers: ADMIN_HEADERS });
  return customerExportResponse(file, submission.value.format);
}
