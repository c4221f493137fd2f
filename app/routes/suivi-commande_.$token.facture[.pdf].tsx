import type { LoaderFunctionArgs } from "@remix-run/node";
import { verifyOrderAccess } from "~/lib/orders/order-access.server";
import { PRIVATE_PAGE_HEADERS, privatePageHeaders } from "~/lib/after-sale/private-page";
import { invoicePdf } from "~/lib/documents/documents.server";
import { pdfResponse } from "./__pdf-response.server";

export const headers = privatePageHeaders;

/** /suivi-commande/{token}/facture.pdf: the invoice of the order the signed link opens. */
export async function loader({ params }: LoaderFunctionArgs) {
  const access = verifyOrderAccess(params.token ?? "");
  const file = access.ok ? await invoicePdf(access.orderId) : null;
  if (!file) throw new Response("Document introuvable.", { status: 404, headers: PRIVATE_PAGE_HEADERS });
  return pdfResponse(file, PRIVATE_PAGE_HEADERS);
}
