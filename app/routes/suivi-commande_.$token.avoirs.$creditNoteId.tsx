import type { LoaderFunctionArgs } from "@remix-run/node";
import { verifyOrderAccess } from "~/lib/orders/order-access.server";
import { PRIVATE_PAGE_HEADERS, privatePageHeaders } from "~/lib/after-sale/private-page";
import { findCreditNote } from "~/lib/documents/credit-notes.server";
import { creditNotePdf } from "~/lib/documents/documents.server";
import { pdfResponse } from "./__pdf-response.server";

export const headers = privatePageHeaders;

/** /suivi-commande/{token}/avoirs/{id}: a credit note, only of the order the signed link opens. */
export async function loader({ params }: LoaderFunctionArgs) {
  const access = verifyOrderAccess(params.token ?? "");
  const id = Number(params.creditNoteId);
  const file = access.ok && (await findCreditNote(id))?.order_id === access.orderId ? await creditNotePdf(id) : null;
  if (!file) throw new Response("Document introuvable.", { status: 404, headers: PRIVATE_PAGE_HEADERS });
  return pdfResponse(file, PRIVATE_PAGE_HEADERS);
}
