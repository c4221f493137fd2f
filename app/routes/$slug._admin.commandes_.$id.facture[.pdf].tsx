import type { LoaderFunctionArgs } from "@remix-run/node";
import { ADMIN_HEADERS, adminHeaders, requireAdmin } from "~/lib/auth/guard.server";
import { invoicePdf } from "~/lib/documents/documents.server";
import { pdfResponse } from "./__pdf-response.server";

export const headers = adminHeaders;

/** /{ADMIN_PATH}/commandes/{id}/facture.pdf: the invoice as issued at the payment. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request, params);
  const file = await invoicePdf(Number(params.id));
  if (!file) throw new Response("Cette commande n'a pas de facture.", { status: 404, headers: ADMIN_HEADERS });
  return pdfResponse(file, ADMIN_HEADERS);
}
