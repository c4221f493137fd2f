import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { AddBestSellerDialog } from "~/components/admin/products-tab";
import { idFrom } from "~/lib/admin/forms.server";
import { ADMIN_HEADERS, adminHeaders, requireAdmin } from "~/lib/auth/guard.server";
import { adminMeta } from "~/lib/admin/meta";
import { perfumeListHref } from "~/lib/admin/perfume-list.server";
import { listProducts } from "~/lib/admin/products.server";
import { setBestSeller, type BestSellerResult } from "~/lib/catalog/perfume-writes.server";
import { BEST_SELLERS_LIMIT } from "~/lib/catalog/catalog.server";
import { readForm } from "~/lib/platform/request-body.server";
import { redirectWithToast, type Toast } from "~/lib/platform/toast.server";

export const meta: MetaFunction = () => adminMeta("Best sellers");
export const headers = adminHeaders;
export { AdminErrorBoundary as ErrorBoundary } from "~/components/admin/admin-error";

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request, params);
  const candidates = (await listProducts())
    .filter((p) => !p.is_best_seller)
    .map((p) => ({ id: p.id, name: p.name }));
  return data({ candidates }, { headers: ADMIN_HEADERS });
}

/** Adds (intent "add") or removes (intent "remove") a best seller; the limit is held on the server. */
export async function action({ request, params }: ActionFunctionArgs) {
  // Inside the action: at the module's top it kept the server module's stub in the browser's build.
  const toasts: Record<BestSellerResult, Toast> = {
    added: { title: "Best seller ajouté", type: "success" },
    removed: { title: "Best seller retiré", type: "success" },
    limit: {
      title: "Limite atteinte",
      description: `${BEST_SELLERS_LIMIT} best sellers maximum : retirez-en un avant d'en ajouter un autre.`,
      type: "error",
    },
    missing: { title: "Introuvable", description: "Ce parfum n'existe plus.", type: "error" },
  };
  await requireAdmin(request, params);
  const form = await readForm(request);
  const id = idFrom(form.get("productId"));
  const result = id ? await setBestSeller(id, form.get("intent") === "add") : "missing";
  return redirectWithToast(request, perfumeListHref(request), toasts[result]);
}

export default function BestSellersPicker() {
  const { candidates } = useLoaderData<typeof loader>();
  return <AddBestSellerDialog candidates={candidates} />;
}
