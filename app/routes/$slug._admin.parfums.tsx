import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Outlet, useActionData, useLoaderData, useLocation, type ShouldRevalidateFunction } from "@remix-run/react";
import { usePerfumeListHref } from "~/components/admin/admin-href";
import { ProductDialog } from "~/components/admin/product-dialog";
import { ProductsScreen } from "~/components/admin/products-tab";
import { readAdminForm } from "~/lib/admin/forms.server";
import { ADMIN_HEADERS, adminHeaders, requireAdmin } from "~/lib/auth/guard.server";
import { adminMeta } from "~/lib/admin/meta";
import { getShopSettings } from "~/lib/legal/shop-settings.server";
import { alignPriceIds } from "~/lib/catalog/price-ids.server";
import { listQueryOf, opensNewPerfume } from "~/lib/admin/perfume-list";
import { perfumeListHref, perfumeListPage, readPerfumeListQuery } from "~/lib/admin/perfume-list.server";
import { bestSellers, collectionOptions, usedNotes } from "~/lib/admin/products.server";
import { BEST_SELLERS_LIMIT } from "~/lib/catalog/catalog.server";
import { formatName } from "~/lib/catalog/formats";
import { formatsOf } from "~/lib/catalog/formats.server";
import { missingEnglishCount } from "~/lib/catalog/translation";
import { readForm } from "~/lib/platform/request-body.server";
import { redirectWithToast } from "~/lib/platform/toast.server";
import { waitingByFormat } from "~/lib/stock-alerts/restock.server";
import { saveProductForm } from "./__product-form.server";

export const meta: MetaFunction = ({ location }) => adminMeta(opensNewPerfume(location.search) ? "Nouveau parfum" : "Parfums");
export const headers = adminHeaders;
export { AdminErrorBoundary as ErrorBoundary } from "~/components/admin/admin-error";

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request, params);
  const query = readPerfumeListQuery(new URL(request.url).searchParams);
  const { perfumes, page, pageCount, total } = await perfumeListPage(query);
  const formats = await formatsOf(perfumes.map((p) => p.id));
  const waiting = await waitingByFormat([...formats.values()].flat().map((f) => f.id));
  const products = perfumes.map((p) => ({
    id: p.id,
    name: p.name,
    image_url: p.image_url,
    is_best_seller: p.is_best_seller,
    collection_name: p.collection_name,
    missing_en: missingEnglishCount(p),
    formats: (formats.get(p.id) ?? [])
      .filter((f) => f.is_active)
      .map((f) => ({
        id: f.id,
        name: formatName(f),
        price_cents: f.price_cents,
        stock_status: f.stock_status,
        stock_quantity: f.stock_quantity,
        waiting: waiting.get(f.id) ?? 0,
      })),
  }));
  return data(
    {
      products,
      list: { q: query.q, filter: query.filter, page, pageCount, total },
      bestSellers: await bestSellers(),
      bestSellerLimit: BEST_SELLERS_LIMIT,
      lowStockThreshold: (await getShopSettings()).low_stock_threshold,
      // The new-perfume dialog's options, there before it opens (decision 154).
      newPerfume: { collections: await collectionOptions(), notes: await usedNotes() },
    },
    { headers: ADMIN_HEADERS },
  );
}

/**
 * Opening or closing the new-perfume dialog changes only its flag in the query: the list's data is
 * the same, so it is neither fetched again nor drawn again (decisions 131, 154).
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }) => {
  const onlyTheDialog = currentUrl.pathname === nextUrl.pathname && listQueryOf(currentUrl.search) === listQueryOf(nextUrl.search);
  return formMethod || !onlyTheDialog ? defaultShouldRevalidate : false;
};

/** The new-perfume dialog's « Créer » (`?nouveau`), or "Corriger prix": every perfume's payment price made to match its shop price. */
export async function action({ request, params }: ActionFunctionArgs) {
  await requireAdmin(request, params);
  if (opensNewPerfume(new URL(request.url).search)) return saveProductForm(request, await readAdminForm(request), null);
  await readForm(request);
  const back = perfumeListHref(request);
  try {
    const changed = await alignPriceIds();
    const description = changed === 0 ? "Tous les prix étaient déjà à jour." : `${changed} prix mis à jour.`;
    return redirectWithToast(request, back, { title: "Prix corrigés", description, type: "success" });
  } catch (error) {
    console.error("Correction des prix impossible", error);
    return redirectWithToast(request, back, {
      title: "Erreur",
      description: "Impossible de joindre le service de paiement. Réessayez plus tard.",
      type: "error",
    });
  }
}

export default function PerfumesRoute() {
  const { products, list, bestSellers, bestSellerLimit, lowStockThreshold, newPerfume } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const listHref = usePerfumeListHref();
  const { search } = useLocation();
  return (
    <ProductsScreen products={products} list={list} bestSellers={bestSellers} bestSellerLimit={bestSellerLimit} lowStockThreshold={lowStockThreshold}>
      {opensNewPerfume(search) ? (
        <ProductDialog product={null} collections={newPerfume.collections} notes={newPerfume.notes} closeHref={listHref} lastResult={answer?.result} />
      ) : (
        <Outlet />
      )}
    </ProductsScreen>
  );
}
