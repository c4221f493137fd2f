import { eq, sql } from "drizzle-orm";
import { cardsOf, COLLECTION_PAGE_SIZE, pageOfList, type ProductCardData } from "../catalog/catalog.server";
import { formatName } from "../catalog/formats";
import { isInStock } from "../catalog/product-rules";
import { noteKey, noteTags, OLFACTORY_FAMILIES, OLFACTORY_FAMILY_VALUES, type OlfactoryFamily } from "../catalog/olfactory";
import { sortByFrenchName } from "../format/french-sort";
import { soldBottlesSql, soldOrder } from "../orders/sold.server";
import { memoUntilDataChanges } from "../platform/data-memo.server";
import { db, tables } from "../platform/database.server";
import { finderSearch, formatKey, PRICE_RANGES, readFinder, type Finder, type PriceRange } from "./finder-query";
import { searchCatalogue, type SearchHit } from "./search-index.server";

/** An active format as the filters judge it: its key ("100ml"), name ("100 ml"), volume to order the choices by, price and stock. */
type RowFormat = { key: string; name: string; volume: number | null; price: number | null; inStock: boolean };

/** What the filters need of each perfume, read once per change of the data. */
type Row = {
  id: number;
  name: string;
  collectionId: number | null;
  families: OlfactoryFamily[];
  /** Note key → the note as written. */
  notes: Map<string, string>;
  formats: RowFormat[];
  createdAt: number;
  sold: number;
};

const catalogueRows = memoUntilDataChanges(async (): Promise<Row[]> => {
  const { order_items, orders, product_formats, products } = tables();
  const [soldRows, rows, activeFormats] = await Promise.all([
    db()
      // The bottles sold (decision 106): what "best sellers" sorts by.
      .select({ id: order_items.product_id, units: sql<number>`sum(${soldBottlesSql()})` })
      .from(order_items)
      .innerJoin(orders, sql`${orders.id} = ${order_items.order_id}`)
      .where(soldOrder())
      .groupBy(order_items.product_id),
    db()
      .select({
        id: products.id,
        name: products.name,
        collectionId: products.collection_id,
        families: products.families,
        top: products.top_notes,
        heart: products.heart_notes,
        base: products.base_notes,
        createdAt: products.created_at,
      })
      .from(products),
    db().select().from(product_formats).where(eq(product_formats.is_active, true)),
  ]);
  const sold = new Map(soldRows.map((r) => [r.id, Number(r.units)]));
  const formats = new Map<number, RowFormat[]>();
  for (const f of activeFormats) {
    const name = formatName(f);
    const format = { key: formatKey(name), name, volume: f.label ? null : f.volume_ml, price: f.price_cents, inStock: isInStock(f) };
    formats.set(f.product_id, [...(formats.get(f.product_id) ?? []), format]);
  }
  return sortByFrenchName(
    rows.map((r) => ({
      id: r.id,
      name: r.name,
      collectionId: r.collectionId,
      families: r.families,
      notes: new Map([r.top, r.heart, r.base].flatMap(noteTags).map((n) => [noteKey(n), n])),
      formats: formats.get(r.id) ?? [],
      createdAt: r.createdAt.getTime(),
      sold: sold.get(r.id) ?? 0,
    })),
  );
});

/**
 * The formats of a perfume that pass the finder's format filters: one of the chosen formats (any
 * without), in the price range, in stock. Price and stock are each format's own, so « 100 ml »
 * with « De 50 à 100 € » and « En stock » asks for a 100 ml at that price with bottles left,
 * whatever its 10 ml costs (decision 092, amended 2026-11-26).
 */
function matchingFormats(row: Row, f: Finder): RowFormat[] {
  return row.formats.filter(
    (format) =>
      (!f.contenances.length || f.contenances.includes(format.key)) &&
      (!f.prix || inRange(format.price, f.prix)) &&
      (!f.stock || format.inStock),
  );
}

const filtersFormats = (f: Finder) => f.contenances.length > 0 || f.prix != null || f.stock;

/** Whether a perfume passes every chosen filter: its families, its notes, and one format passing all the format filters at once. */
function passes(row: Row, f: Finder): boolean {
  if (f.familles.length && !f.familles.some((x) => row.families.includes(x))) return false;
  if (f.notes.length && !f.notes.some((n) => row.notes.has(n))) return false;
  return !filtersFormats(f) || matchingFormats(row, f).length > 0;
}

function inRange(price: number | null, range: PriceRange): boolean {
  const { min, max } = PRICE_RANGES[range];
  return price != null && price >= min && price <= max;
}

/**
 * What a perfume costs for this finder, to sort by: the lowest price of the formats it is listed
 * for; without format filters, the lowest active price, as its card shows (« À partir de »).
 */
function priceFor(row: Row, f: Finder): number | null {
  const prices = matchingFormats(row, f).flatMap((format) => (format.price == null ? [] : [format.price]));
  return prices.length ? Math.min(...prices) : null;
}

/** Its link is drawn by the page: `choiceSearch` (finder-query.ts). */
export type FacetChoice = { value: string; label: string; count: number; chosen: boolean };
export type Facets = { familles: FacetChoice[]; notes: FacetChoice[]; contenances: FacetChoice[]; prix: FacetChoice[]; stock: FacetChoice };

/** Notes offered besides those chosen: the most frequent among the results. */
const NOTES_OFFERED = 10;

/**
 * Counts beside each choice: how many perfumes the page lists with that choice alone in its group,
 * the other groups' filters kept: what its link lists when the group had no choice (a group's own
 * choices widen it: two families show either). The count is the same `passes` as the list.
 */
function facetsOf(candidates: Row[], f: Finder): Facets {
  const count = (only: Partial<Finder>) => candidates.filter((r) => passes(r, { ...f, ...only })).length;
  const familles = OLFACTORY_FAMILY_VALUES.map((value) => ({
    value,
    label: OLFACTORY_FAMILIES[value],
    count: count({ familles: [value] }),
    chosen: f.familles.includes(value),
  })).filter((c) => c.count > 0 || c.chosen);
  const noteCounts = new Map<string, { label: string; count: number }>();
  for (const row of candidates) {
    if (!passes(row, { ...f, notes: [] })) continue;
    for (const [key, label] of row.notes) {
      const entry = noteCounts.get(key);
      if (entry) entry.count++;
      else noteCounts.set(key, { label, count: 1 });
    }
  }
  const notes = [...noteCounts]
    .sort((a, b) => b[1].count - a[1].count || a[1].label.localeCompare(b[1].label, "fr"))
    .filter(([key], i) => i < NOTES_OFFERED || f.notes.includes(key))
    .map(([value, { label, count: c }]) => ({ value, label, count: c, chosen: f.notes.includes(value) }));
  for (const key of f.notes) {
    if (!noteCounts.has(key)) notes.push({ value: key, label: key, count: 0, chosen: true });
  }
  const formatChoices = new Map<string, { name: string; volume: number | null }>();
  for (const row of candidates) for (const format of row.formats) if (!formatChoices.has(format.key)) formatChoices.set(format.key, format);
  for (const key of f.contenances) if (!formatChoices.has(key)) formatChoices.set(key, { name: key, volume: null });
  // Volumes from the smallest, then the formats that are not one (refill, coffret) by name.
  const contenances = [...formatChoices]
    .sort(([, a], [, b]) => (a.volume ?? Infinity) - (b.volume ?? Infinity) || a.name.localeCompare(b.name, "fr"))
    .map(([value, { name }]) => ({
      value,
      label: name,
      count: count({ contenances: [value] }),
      chosen: f.contenances.includes(value),
    }));
  const prix = (Object.keys(PRICE_RANGES) as PriceRange[]).map((value) => ({
    value,
    label: PRICE_RANGES[value].label,
    count: count({ prix: value }),
    chosen: f.prix === value,
  }));
  const stock = { value: "1", label: "En stock uniquement", count: count({ stock: true }), chosen: f.stock };
  return { familles, notes, contenances, prix, stock };
}

/** By price, perfumes without one last. */
function byPrice(rows: Row[], f: Finder, direction: 1 | -1): Row[] {
  const price = new Map(rows.map((r) => [r.id, priceFor(r, f)]));
  return [...rows].sort((x, y) => {
    const a = price.get(x.id) ?? null;
    const b = price.get(y.id) ?? null;
    if (a == null || b == null) return a == null ? (b == null ? 0 : 1) : -1;
    return (a - b) * direction;
  });
}

function sorted(rows: Row[], f: Finder): Row[] {
  switch (f.tri) {
    case "prix-croissant":
      return byPrice(rows, f, 1);
    case "prix-decroissant":
      return byPrice(rows, f, -1);
    case "nouveautes":
      return [...rows].sort((a, b) => b.createdAt - a.createdAt || b.id - a.id);
    case "meilleures-ventes":
      return [...rows].sort((a, b) => b.sold - a.sold);
    case "pertinence":
      return rows;
  }
}

type Highlight = { name: string; notes: string };

export type FinderResult = {
  products: ProductCardData[];
  /** For a search: the name and notes of each listed perfume with the matched words marked. */
  highlights: Record<number, Highlight>;
  total: number;
  page: number;
  pageCount: number;
  facets: Facets;
};

/**
 * One page of perfumes for a finder: those of a collection or of the whole catalogue, or those a
 * query found (in relevance order), filtered, counted per facet, sorted and cut in pages.
 */
const findPerfumes = memoUntilDataChanges(async (collectionId: number | "all", search: string): Promise<FinderResult> => {
  const f = readFinder(new URLSearchParams(search)).finder;
  const all = await catalogueRows();
  const inScope = collectionId === "all" ? all : all.filter((r) => r.collectionId === collectionId);
  let candidates = inScope;
  const hits = new Map<number, SearchHit>();
  if (f.q) {
    const byId = new Map(inScope.map((r) => [r.id, r]));
    for (const hit of await searchCatalogue(f.q)) if (byId.has(hit.id)) hits.set(hit.id, hit);
    candidates = [...hits.keys()].map((id) => byId.get(id)!);
  }
  const listed = sorted(candidates.filter((r) => passes(r, f)), f);
  const { items, page, pageCount } = pageOfList(listed, f.page, COLLECTION_PAGE_SIZE);
  const highlights: Record<number, Highlight> = {};
  for (const row of items) {
    const hit = hits.get(row.id);
    if (hit) highlights[row.id] = { name: hit.name, notes: hit.notes };
  }
  return { products: await cardsOf(items), highlights, total: listed.length, page, pageCount, facets: facetsOf(candidates, f) };
});

/** The finder's page for a scope, remembered by the finder's canonical URL form: equal finders share one read. */
export function findFor(scope: number | "all", f: Finder): Promise<FinderResult> {
  return findPerfumes(scope, finderSearch(f));
}
