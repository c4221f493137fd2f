import { eq, inArray, sql } from "drizzle-orm";
import { cardsOf, COLLECTION_PAGE_SIZE, listingFormatColumns, pageOfList, type ProductCardData } from "../catalog/catalog.server";
import { formatName } from "../catalog/formats";
import { noteKey, noteTags, OLFACTORY_FAMILIES, OLFACTORY_FAMILY_VALUES, type OlfactoryFamily } from "../catalog/olfactory";
import { sortByFrenchName } from "../format/french-sort";
import { paymentReceived } from "../orders/status-rules";
import { memoUntilDataChanges } from "../platform/data-memo.server";
import { db, tables } from "../platform/database.server";
import { ORDER_STATUSES } from "../platform/schema.server";
import { finderSearch, formatKey, PRICE_RANGES, readFinder, toggled, type Finder, type PriceRange } from "./finder-query";
import { searchCatalogue, type SearchHit } from "./search-index.server";

/** What the filters need of each perfume, read once per change of the data. */
type Row = {
  id: number;
  name: string;
  collectionId: number | null;
  price: number | null;
  inStock: boolean;
  families: OlfactoryFamily[];
  /** Note key → the note as written. */
  notes: Map<string, string>;
  /** Its active formats: key → name ("100ml" → "100 ml"), with the volume to order them by. */
  formats: Map<string, { name: string; volume: number | null }>;
  createdAt: number;
  sold: number;
};

// Bottles that left with a paid order and did not come back: what "best sellers" sorts by.
const SOLD_STATUSES = ORDER_STATUSES.filter((s) => paymentReceived(s) && s !== "refund_due");

const catalogueRows = memoUntilDataChanges(async (): Promise<Row[]> => {
  const { order_items, orders, product_formats, products } = tables();
  const listing = listingFormatColumns();
  const [soldRows, rows, activeFormats] = await Promise.all([
    db()
      .select({ id: order_items.product_id, units: sql<number>`sum(${order_items.quantity} - ${order_items.restocked_quantity})` })
      .from(order_items)
      .innerJoin(orders, sql`${orders.id} = ${order_items.order_id}`)
      .where(inArray(orders.status, SOLD_STATUSES))
      .groupBy(order_items.product_id),
    db()
      .select({
        id: products.id,
        name: products.name,
        collectionId: products.collection_id,
        // Per format, as the cards show them: the lowest active price, any active format in stock.
        price: listing.from_price_cents,
        inStockFormats: listing.in_stock_count,
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
  const formats = new Map<number, Row["formats"]>();
  for (const f of activeFormats) {
    const name = formatName(f);
    const own = formats.get(f.product_id) ?? new Map();
    own.set(formatKey(name), { name, volume: f.label ? null : f.volume_ml });
    formats.set(f.product_id, own);
  }
  return sortByFrenchName(
    rows.map((r) => ({
      id: r.id,
      name: r.name,
      collectionId: r.collectionId,
      price: r.price,
      inStock: r.inStockFormats > 0,
      families: r.families,
      notes: new Map([r.top, r.heart, r.base].flatMap(noteTags).map((n) => [noteKey(n), n])),
      formats: formats.get(r.id) ?? new Map(),
      createdAt: r.createdAt.getTime(),
      sold: sold.get(r.id) ?? 0,
    })),
  );
});

type Group = "famille" | "note" | "contenance" | "prix" | "stock";

/** Whether a perfume passes every chosen filter, except those of group `skip` (for that group's counts). */
function passes(row: Row, f: Finder, skip?: Group): boolean {
  if (skip !== "famille" && f.familles.length && !f.familles.some((x) => row.families.includes(x))) return false;
  if (skip !== "note" && f.notes.length && !f.notes.some((n) => row.notes.has(n))) return false;
  if (skip !== "contenance" && f.contenances.length && !f.contenances.some((c) => row.formats.has(c))) return false;
  if (skip !== "prix" && f.prix && !inRange(row, f.prix)) return false;
  if (skip !== "stock" && f.stock && !row.inStock) return false;
  return true;
}

function inRange(row: Row, range: PriceRange): boolean {
  const { min, max } = PRICE_RANGES[range];
  return row.price != null && row.price >= min && row.price <= max;
}

/** `href`: the query string of the page with this choice toggled ("" for none). */
export type FacetChoice = { value: string; label: string; count: number; chosen: boolean; href: string };
export type Facets = { familles: FacetChoice[]; notes: FacetChoice[]; contenances: FacetChoice[]; prix: FacetChoice[]; stock: FacetChoice };

/** Notes offered besides those chosen: the most frequent among the results. */
const NOTES_OFFERED = 12;

/**
 * Counts beside each choice: how many perfumes the page would list with that choice added, the
 * other groups' filters kept (a group's own choices widen it: two families show either).
 */
function facetsOf(candidates: Row[], f: Finder): Facets {
  const count = (group: Group, test: (row: Row) => boolean) => candidates.filter((r) => passes(r, f, group) && test(r)).length;
  const link = (next: Finder) => finderSearch(next);
  const familles = OLFACTORY_FAMILY_VALUES.map((value) => ({
    value,
    label: OLFACTORY_FAMILIES[value],
    count: count("famille", (r) => r.families.includes(value)),
    chosen: f.familles.includes(value),
    href: link(toggled(f, { famille: value })),
  })).filter((c) => c.count > 0 || c.chosen);
  const noteCounts = new Map<string, { label: string; count: number }>();
  for (const row of candidates) {
    if (!passes(row, f, "note")) continue;
    for (const [key, label] of row.notes) {
      const entry = noteCounts.get(key);
      if (entry) entry.count++;
      else noteCounts.set(key, { label, count: 1 });
    }
  }
  const notes = [...noteCounts]
    .sort((a, b) => b[1].count - a[1].count || a[1].label.localeCompare(b[1].label, "fr"))
    .filter(([key], i) => i < NOTES_OFFERED || f.notes.includes(key))
    .map(([value, { label, count: c }]) => ({ value, label, count: c, chosen: f.notes.includes(value), href: link(toggled(f, { note: value })) }));
  for (const key of f.notes) {
    if (!noteCounts.has(key)) notes.push({ value: key, label: key, count: 0, chosen: true, href: link(toggled(f, { note: key })) });
  }
  const formatChoices = new Map<string, { name: string; volume: number | null }>();
  for (const row of candidates) for (const [key, format] of row.formats) if (!formatChoices.has(key)) formatChoices.set(key, format);
  for (const key of f.contenances) if (!formatChoices.has(key)) formatChoices.set(key, { name: key, volume: null });
  // Volumes from the smallest, then the formats that are not one (refill, coffret) by name.
  const contenances = [...formatChoices]
    .sort(([, a], [, b]) => (a.volume ?? Infinity) - (b.volume ?? Infinity) || a.name.localeCompare(b.name, "fr"))
    .map(([value, { name }]) => ({
      value,
      label: name,
      count: count("contenance", (r) => r.formats.has(value)),
      chosen: f.contenances.includes(value),
      href: link(toggled(f, { contenance: value })),
    }));
  const prix = (Object.keys(PRICE_RANGES) as PriceRange[]).map((value) => ({
    value,
    label: PRICE_RANGES[value].label,
    count: count("prix", (r) => inRange(r, value)),
    chosen: f.prix === value,
    href: link(toggled(f, { prix: value })),
  }));
  const stock = { value: "1", label: "En stock uniquement", count: count("stock", (r) => r.inStock), chosen: f.stock, href: link(toggled(f, { stock: true })) };
  return { familles, notes, contenances, prix, stock };
}

const byPrice = (direction: 1 | -1) => (a: Row, b: Row) => {
  if (a.price == null || b.price == null) return a.price == null ? (b.price == null ? 0 : 1) : -1;
  return (a.price - b.price) * direction;
};

function sorted(rows: Row[], f: Finder): Row[] {
  switch (f.tri) {
    case "prix-croissant":
      return [...rows].sort(byPrice(1));
    case "prix-decroissant":
      return [...rows].sort(byPrice(-1));
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
