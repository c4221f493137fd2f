import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { GiftSlip, PrintableOrder } from "~/components/admin/order-print";
import { rowOf } from "~/lib/admin/forms.server";
import { ADMIN_HEADERS, adminHeaders, requireAdmin } from "~/lib/auth/guard.server";
import { adminMeta } from "~/lib/admin/meta";
import { printableSheet } from "~/lib/use-cases/order-sheet.server";

export const meta: MetaFunction = () => adminMeta("Fiche de commande");
export const headers = adminHeaders;
export { AdminErrorBoundary as ErrorBoundary } from "~/components/admin/admin-error";

/** /{ADMIN_PATH}/commandes/{id}/fiche: the packing slip and invoice, a page of its own to print; ?cadeau=1 the gift slip. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request, params);
  const sheet = await rowOf(params.id, printableSheet, "Cette commande n'existe pas.");
  if (sheet.order.invoice_number == null) {
    throw new Response("Cette commande n'est pas payée : elle n'a pas de facture.", { status: 404, statusText: "Introuvable" });
  }
  // ?cadeau=1: the gift variant, with no price anywhere (a gift must not say what it cost).
  const gift = new URL(request.url).searchParams.get("cadeau") === "1";
  return data({ ...sheet, gift }, { headers: ADMIN_HEADERS });
}

export default function OrderSheetPrint() {
  const { order, amounts, seller, invoiceDate, gift, vouchers } = useLoaderData<typeof loader>();
  if (gift) return <GiftSlip order={order} />;
  return <PrintableOrder order={order} amounts={amounts} seller={seller} invoiceDate={invoiceDate} vouchers={vouchers} />;
}
