import { Form, Link, useNavigation } from "@remix-run/react";
import type { TabContent } from "~/lib/admin-dashboard.server";
import { formatPrice } from "~/lib/money";
import { ConfirmDeleteDialog } from "./confirm-dialog";
import { AdminDialog, CancelLink, RowActions } from "./admin-dialog";
import { ProductImage } from "../product/product-image";
import { ProductDialog } from "./product-dialog";

type ProductsContent = Extract<TabContent, { tab: "produits" }>;
const HOME = "?tab=produits";

function StockBadge({ status, quantity }: { status: string; quantity: number }) {
  return status === "in_stock" ? (
    <span className="text-emerald-800">En stock ({quantity})</span>
  ) : (
    <span className="text-red-800">En rupture</span>
  );
}

function BestSellersCard({ content }: { content: ProductsContent }) {
  const bestSellers = content.products.filter((p) => p.is_best_seller);
  return (
    <section aria-labelledby="best-sellers-title" className="border border-gold/40 bg-white p-5">
      <div className="flex items-center justify-between gap-4">
        <h3 id="best-sellers-title" className="text-2xl">
          Best Sellers ({bestSellers.length}/{content.bestSellerLimit})
        </h3>
        <Link to={`${HOME}&dialog=best-sellers`} preventScrollReset className="btn-gold px-4 py-2 text-xs">
          Ajouter
        </Link>
      </div>
      {bestSellers.length ? (
        <ul className="mt-4 grid gap-3 sm:grid-cols-2">
          {bestSellers.map((p) => (
            <li key={p.id} className="flex items-center justify-between gap-3 border border-ink/10 p-3">
              <span className="flex items-center gap-3">
                {p.image_url ? <ProductImage url={p.image_url} alt="" sizes="40px" maxWidth={320} className="h-10 w-10 object-contain" /> : null}
                {p.name}
              </span>
              <Form method="post" preventScrollReset>
                <input type="hidden" name="intent" value="remove-best-seller" />
                <input type="hidden" name="productId" value={p.id} />
                <button type="submit" className="px-2 text-sm text-red-800 underline hover:text-red-900" aria-label={`Retirer ${p.name} des best sellers`}>
                  Retirer
                </button>
              </Form>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-4 text-sm text-ink/80">Aucun best seller pour le moment.</p>
      )}
    </section>
  );
}

function AddBestSellerDialog({ content }: { content: ProductsContent }) {
  const candidates = content.products.filter((p) => !p.is_best_seller);
  return (
    <AdminDialog title="Ajouter un best seller" closeHref={HOME}>
      {candidates.length ? (
        <ul className="max-h-96 space-y-2 overflow-y-auto">
          {candidates.map((p) => (
            <li key={p.id} className="flex items-center justify-between gap-3 border border-ink/10 bg-white p-3">
              <span>{p.name}</span>
              <Form method="post" preventScrollReset>
                <input type="hidden" name="intent" value="add-best-seller" />
                <input type="hidden" name="productId" value={p.id} />
                <button type="submit" className="btn-dark px-3 py-1 text-xs" aria-label={`Ajouter ${p.name} aux best sellers`}>
                  Ajouter
                </button>
              </Form>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-ink/80">Aucun parfum disponible à ajouter</p>
      )}
      <div className="mt-6 flex justify-end">
        <CancelLink to={HOME} />
      </div>
    </AdminDialog>
  );
}

function FixPricesButton() {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "fix-prices";
  return (
    <Form method="post" preventScrollReset>
      <input type="hidden" name="intent" value="fix-prices" />
      <button type="submit" className="btn-outline px-4 py-2 text-xs" disabled={busy}>
        {busy ? "Correction..." : "Corriger prix"}
      </button>
    </Form>
  );
}

export function ProductsTab({ content }: { content: ProductsContent }) {
  return (
    <div className="space-y-8">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h2 className="text-3xl">Gestion des Parfums</h2>
        <div className="flex gap-3">
          <FixPricesButton />
          <Link to={`${HOME}&dialog=new`} preventScrollReset className="btn-dark px-4 py-2 text-xs">
            <span className="hidden sm:inline">Nouveau Parfum</span>
            <span className="sm:hidden">Ajouter</span>
          </Link>
        </div>
      </div>
      <BestSellersCard content={content} />
      <div className="overflow-x-auto border border-ink/10 bg-white">
        <table className="w-full min-w-[720px] text-left text-sm">
          <caption className="sr-only">Parfums de la boutique</caption>
          <thead className="bg-ivory-dark text-xs uppercase tracking-[0.15em]">
            <tr>
              <th scope="col" className="p-3">Image</th>
              <th scope="col" className="p-3">Nom</th>
              <th scope="col" className="p-3">Collection</th>
              <th scope="col" className="p-3">Prix</th>
              <th scope="col" className="p-3">Stock</th>
              <th scope="col" className="p-3">Best seller</th>
              <th scope="col" className="p-3">Actions</th>
            </tr>
          </thead>
          <tbody>
            {content.products.map((p) => (
              <tr key={p.id} className="border-t border-ink/10">
                <td className="p-3">
                  {p.image_url ? <ProductImage url={p.image_url} alt="" sizes="48px" maxWidth={320} className="h-12 w-12 object-contain" /> : <span className="text-ink/60">—</span>}
                </td>
                <th scope="row" className="p-3 font-medium">{p.name}</th>
                <td className="p-3">{p.collection_name ?? <span className="text-ink/70">Aucune</span>}</td>
                <td className="p-3 whitespace-nowrap">{p.price_cents != null ? formatPrice(p.price_cents) : "Sans prix"}</td>
                <td className="p-3"><StockBadge status={p.stock_status} quantity={p.stock_quantity} /></td>
                <td className="p-3">{p.is_best_seller ? "★ Oui" : "Non"}</td>
                <td className="p-3">
                  <RowActions listHref={HOME} id={p.id} name={p.name} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {content.creating || content.editing ? (
        <ProductDialog product={content.editing} collections={content.collections} closeHref={HOME} />
      ) : null}
      {content.addingBestSeller ? <AddBestSellerDialog content={content} /> : null}
      {content.deleting ? (
        <ConfirmDeleteDialog
          title="Supprimer le parfum"
          message={`Supprimer « ${content.deleting.name} » ? Il disparaîtra de la boutique ; les commandes passées gardent leur copie.`}
          intent="delete-product"
          id={content.deleting.id}
          closeHref={HOME}
        />
      ) : null}
    </div>
  );
}
