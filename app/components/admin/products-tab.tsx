import { Form, Link, useLocation, useNavigation } from "@remix-run/react";
import { memo, type ReactNode } from "react";
import type { AdminProduct } from "~/lib/admin/products.server";
import { formatPrice } from "~/lib/format/money";
import { listQueryOf, TO_TRANSLATE, WITHOUT_INGREDIENTS, withNewPerfume, type PerfumeFilter } from "~/lib/admin/perfume-list";
import { stockLevel } from "~/lib/catalog/product-rules";
import { AdminDialog, CancelLink, RowActions } from "./admin-dialog";
import { useAdminHref, usePerfumeListHref } from "./admin-href";
import { ProductImage } from "../product/product-image";
import { Pagination } from "../ui/pagination";
import { RowsTable } from "./screen-kit";

/** One active format of a perfume as the list shows it: its own price and stock (decision 093). */
type FormatRow = { id: number; name: string; price_cents: number | null; stock_status: string; stock_quantity: number; waiting: number };
type ProductRow = Pick<AdminProduct, "id" | "name" | "image_url" | "is_best_seller" | "collection_name"> & { formats: FormatRow[]; missing_en: number };
type BestSeller = Pick<AdminProduct, "id" | "name" | "image_url">;
/** The page of the list shown, and what it was asked (decision 131). */
type ListPage = { q: string; filter: PerfumeFilter | null; page: number; pageCount: number; total: number };

const FILTERED = { [WITHOUT_INGREDIENTS]: "sans liste d’ingrédients", [TO_TRANSLATE]: "à traduire en anglais" } as const;

/** Its English texts still missing (decision 168): how many, or done. */
function EnglishState({ missing }: { missing: number }) {
  if (missing === 0) return <span className="text-emerald-800">Traduit</span>;
  return <span className="font-medium text-amber-900">À traduire ({missing} {missing > 1 ? "textes" : "texte"})</span>;
}

/** Modifier, Photos, Formats and Supprimer of one perfume, in its card (phone) or its table row; each dialog keeps the list's page. */
function PerfumeActions({ id, name, search, discover }: { id: number; name: string; search: string; discover: "render" | "none" }) {
  const href = useAdminHref();
  return (
    <RowActions listHref={href("/parfums")} id={id} name={name} search={search} discover={discover}>
      <Link to={href(`/parfums/${id}/photos${search}`)} discover={discover} preventScrollReset className="underline hover:text-gold-dark" aria-label={`Photos de ${name}`}>
        Photos
      </Link>
      <Link to={href(`/parfums/${id}/formats${search}`)} discover={discover} preventScrollReset className="underline hover:text-gold-dark" aria-label={`Formats de ${name}`}>
        Formats
      </Link>
    </RowActions>
  );
}

/** The owner's reading of a format's stock (`stockLevel`, one rule with the new-order notice). */
function StockBadge({ status, quantity, lowStockThreshold }: { status: string; quantity: number; lowStockThreshold: number }) {
  const level = stockLevel({ stock_status: status, stock_quantity: quantity }, lowStockThreshold);
  if (level === "withdrawn") return <span className="text-red-800">En rupture</span>;
  if (level === "sold_out") return <span className="text-red-800">Épuisé (0)</span>;
  if (level === "low") return <span className="font-medium text-amber-900">Stock bas ({quantity})</span>;
  return <span className="text-emerald-800">En stock ({quantity})</span>;
}

/** A format's stock, and how many shoppers confirmed they wait for it (decision 095): a hint to restock. */
function FormatStock({ format, lowStockThreshold }: { format: FormatRow; lowStockThreshold: number }) {
  return (
    <>
      <StockBadge status={format.stock_status} quantity={format.stock_quantity} lowStockThreshold={lowStockThreshold} />
      {format.waiting > 0 ? (
        <span className="block text-xs text-ink/80">
          {format.waiting} {format.waiting > 1 ? "clients attendent son retour" : "client attend son retour"}
        </span>
      ) : null}
    </>
  );
}

const priceText = (cents: number | null) => (cents != null ? formatPrice(cents) : "Sans prix");

/** Each active format's price, or its stock: a warning names the format that runs low. */
function PerFormat({ formats, show }: { formats: FormatRow[]; show: (f: FormatRow) => ReactNode }) {
  if (formats.length === 0) return <span className="text-ink/70">Aucun format actif</span>;
  return (
    <ul className="space-y-1">
      {formats.map((f) => (
        <li key={f.id} className="whitespace-nowrap">
          <span className="text-ink/80">{f.name} :</span> {show(f)}
        </li>
      ))}
    </ul>
  );
}

function BestSellersCard({ bestSellers, limit, search }: { bestSellers: BestSeller[]; limit: number; search: string }) {
  const href = useAdminHref();
  return (
    <section aria-labelledby="best-sellers-title" className="border border-gold/40 bg-white p-5">
      <div className="flex items-center justify-between gap-4">
        <h3 id="best-sellers-title" className="text-2xl">
          Best Sellers ({bestSellers.length}/{limit})
        </h3>
        <Link to={href(`/parfums/best-sellers${search}`)} preventScrollReset className="btn-gold px-4 py-2 text-xs">
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
              <Form method="post" action={href(`/parfums/best-sellers${search}`)} preventScrollReset>
                <input type="hidden" name="intent" value="remove" />
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

/** The best-seller picker: the perfumes not yet best sellers. */
export function AddBestSellerDialog({ candidates }: { candidates: { id: number; name: string }[] }) {
  const listHref = usePerfumeListHref();
  return (
    <AdminDialog title="Ajouter un best seller" closeHref={listHref}>
      {candidates.length ? (
        <ul className="max-h-96 space-y-2 overflow-y-auto">
          {candidates.map((p) => (
            <li key={p.id} className="flex items-center justify-between gap-3 border border-ink/10 bg-white p-3">
              <span>{p.name}</span>
              <Form method="post" preventScrollReset>
                <input type="hidden" name="intent" value="add" />
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
        <CancelLink to={listHref} />
      </div>
    </AdminDialog>
  );
}

/** Posted to the list itself, never with the new-perfume dialog's flag (whose post creates a perfume). */
function FixPricesButton({ action }: { action: string }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "fix-prices";
  return (
    <Form method="post" action={action} preventScrollReset>
      <input type="hidden" name="intent" value="fix-prices" />
      <button type="submit" className="btn-outline px-4 py-2 text-xs" disabled={busy}>
        {busy ? "Correction..." : "Corriger prix"}
      </button>
    </Form>
  );
}

/** The name search (a GET form: it works without JavaScript) and what the list shows. */
function ListQuery({ list }: { list: ListPage }) {
  const href = useAdminHref();
  const filtered = list.q !== "" || list.filter !== null;
  const count = `${list.total} parfum${list.total > 1 ? "s" : ""}`;
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <Form method="get" action={href("/parfums")} className="flex flex-wrap items-end gap-2">
        <label className="text-sm">
          Rechercher un parfum
          <input type="search" name="q" defaultValue={list.q} maxLength={100} className="input mt-1 block w-64 max-w-full" />
        </label>
        {list.filter ? <input type="hidden" name="filtre" value={list.filter} /> : null}
        <button type="submit" className="btn-outline px-4 py-2 text-xs">Rechercher</button>
      </Form>
      <p className="text-sm text-ink/80">
        {list.filter ? `${count} ${FILTERED[list.filter]}` : count}
        {filtered ? (
          <>
            {" · "}
            <Link to={href("/parfums")} className="underline">Tous les parfums</Link>
          </>
        ) : null}
        {list.filter === TO_TRANSLATE ? null : (
          <>
            {" · "}
            <Link to={href(`/parfums?filtre=${TO_TRANSLATE}`)} className="underline">À traduire</Link>
          </>
        )}
      </p>
    </div>
  );
}

/**
 * The page's perfumes, drawn by the kit's RowsTable: cards on a phone, a table from md. Memoised: a dialog opening over the list
 * changes the URL, not the list, and redrawing every row then held the dialog back (decision 131).
 * Only the first row's links are discovered by Remix ahead: every row opens the same four routes,
 * and Remix gives up discovering ahead when the paths it would ask for pass its URL limit.
 */
const PerfumeList = memo(function PerfumeList({ products, lowStockThreshold, search }: { products: ProductRow[]; lowStockThreshold: number; search: string }) {
  const discover = (index: number) => (index === 0 ? "render" : "none");
  return (
    <RowsTable
      caption="Parfums de la boutique"
      columns={["Image", "Nom", "Collection", "Prix", "Stock", "Best seller", "Anglais", "Actions"]}
      rows={products}
      card={(p, index) => (
        <div className="flex gap-3">
          {p.image_url ? <ProductImage url={p.image_url} alt="" sizes="56px" maxWidth={320} className="h-14 w-14 shrink-0 object-contain" /> : null}
          <div className="min-w-0 flex-1 space-y-1">
            <p className="font-medium">{p.name}{p.is_best_seller ? " ★" : ""}</p>
            <PerFormat
              formats={p.formats}
              show={(f) => (
                <>
                  {priceText(f.price_cents)} · <FormatStock format={f} lowStockThreshold={lowStockThreshold} />
                </>
              )}
            />
            <p className="text-ink/70">{p.collection_name ?? "Aucune collection"}</p>
            <p><EnglishState missing={p.missing_en} /></p>
            <PerfumeActions id={p.id} name={p.name} search={search} discover={discover(index)} />
          </div>
        </div>
      )}
      cells={(p, index) => (
        <>
          <td className="p-3">
            {p.image_url ? <ProductImage url={p.image_url} alt="" sizes="48px" maxWidth={320} className="h-12 w-12 object-contain" /> : <span className="text-ink/60">—</span>}
          </td>
          <th scope="row" className="p-3 font-medium">{p.name}</th>
          <td className="p-3">{p.collection_name ?? <span className="text-ink/70">Aucune</span>}</td>
          <td className="p-3"><PerFormat formats={p.formats} show={(f) => priceText(f.price_cents)} /></td>
          <td className="p-3">
            <PerFormat formats={p.formats} show={(f) => <FormatStock format={f} lowStockThreshold={lowStockThreshold} />} />
          </td>
          <td className="p-3">{p.is_best_seller ? "★ Oui" : "Non"}</td>
          <td className="p-3"><EnglishState missing={p.missing_en} /></td>
          <td className="p-3">
            <PerfumeActions id={p.id} name={p.name} search={search} discover={discover(index)} />
          </td>
        </>
      )}
    />
  );
});

/** "Gestion des Parfums": the best sellers, a page of the perfumes, and the dialog route open over them. */
export function ProductsScreen({
  products,
  list,
  bestSellers,
  bestSellerLimit,
  lowStockThreshold,
  children,
}: {
  products: ProductRow[];
  list: ListPage;
  bestSellers: BestSeller[];
  bestSellerLimit: number;
  lowStockThreshold: number;
  children: ReactNode;
}) {
  const href = useAdminHref();
  // The list's own query (page, search, filter), kept by every dialog opened from it.
  const search = listQueryOf(useLocation().search);
  return (
    <div className="space-y-8">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h2 className="text-3xl">Gestion des Parfums</h2>
        <div className="flex gap-3">
          <FixPricesButton action={href(`/parfums${search}`)} />
          <Link to={href(`/parfums${withNewPerfume(search)}`)} preventScrollReset className="btn-dark px-4 py-2 text-xs">
            <span className="hidden sm:inline">Nouveau Parfum</span>
            <span className="sm:hidden">Ajouter</span>
          </Link>
        </div>
      </div>
      <BestSellersCard bestSellers={bestSellers} limit={bestSellerLimit} search={search} />
      <ListQuery list={list} />
      <PerfumeList products={products} lowStockThreshold={lowStockThreshold} search={search} />
      <Pagination
        page={list.page}
        pageCount={list.pageCount}
        label="Pages des parfums"
        query={search}
      />
      {children}
    </div>
  );
}
