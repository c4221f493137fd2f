import type { LoaderFunctionArgs } from "@remix-run/node";
import { ADMIN_HEADERS, adminHeaders, requireAdmin } from "~/lib/auth/guard.server";
import { findCreditNote } from "~/lib/documents/credit-notes.server";
import { creditNotePdf } from "~/lib/documents/documents.server";
import { pdfResponse } from "./__pdf-response.server";

export const headers = adminHeaders;

/** /{ADMIN_PATH}/commandes/{id}/avoirs/{creditNoteId}: one credit note of the order, as a PDF. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request, params);
  const id = Number(params.creditNoteId);
  // The order in the address must be the note's: a note is never reached through another order.
  const file = (await findCreditNote(id))?.order_id === Number(params.id) ? await creditNotePdf(id) : null;
  if (!file) throw new Response("Cet avoir n'existe pas.", { status: 404, headers: ADMIN_HEADERS });
  return pdfResponse(file, ADMIN_HEADERS);
}
