import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { memoUntilDataChanges } from "../platform/data-memo.server";
import { db, tables } from "../platform/database.server";
import { sortByFrenchName } from "../format/french-sort";
import { inStockSql } from "./inventory.server";
import { reductionOf, type Reduction } from "./reference-price";
import { voucherBottleOf } from "../discovery-sets/set-rules";
import type { Collection, Product, ProductFormat } from "../platform/schema.server";
import type { Lang } from "../i18n/lang";

export const BEST_SELLERS_LIMIT = 4;

/**
 * What a product card shows. Lists select only these columns: every loader value is serialised
 * into the page, and full descriptions of fifteen perfumes would double its weight.
 */
function perfumeColumns() {
  const { products } = tables();
  return {
    id: products.id,
    slug: products.slug,
    name: products.name,
    image_url: products.image_url,
    short_description: products.short_description,
    collection_id: products.collection_id,
  };
}
/**
 * A perfume as listings see its formats (decision 093): the lowest price of the active formats
 * ("À partir de", also what search filters and sorts by), how many prices and formats there are,
 * and how many are in stock (none: "En rupture de stock"). PostgreSQL counts in bigint, which its
 * driver hands over as text: counts are read as numbers.
 */
function listingFormatColumns() {
  const { product_formats, products } = tables();
  const activeFormats = sql`from ${product_formats} f where f.product_id = ${products.id} and f.is_active`;
  return {
    from_price_cents: sql<number | null>`(select min(f.price_cents) ${activeFormats})`.mapWith(Number),
    price_count: sql<number>`(select count(distinct f.price_cents) ${activeFormats})`.mapWith(Number),
    // The volume of the format whose price the card shows, for its price per 100 ml.
    from_volume_ml: sql<number | null>`(select f.volume_ml ${activeFormats} and f.price_cents is not null order by f.price_cents, f.volume_ml desc limit 1)`.mapWith(Number),
    format_count: sql<number>`(select count(*) ${activeFormats})`.mapWith(Number),
    in_stock_count: sql<number>`(select count(*) ${activeFormats} and ${inStockSql("f")})`.mapWith(Number),
  };
}
/** The default format's size (decision 105), which a card shows when it is the only format. */
function defaultSizeColumns() {
  const { product_formats, products } = tables();
  const defaultFormat = sql`from ${product_formats} d where d.product_id = ${products.id} and d.is_default`;
  return {
    default_volume_ml: sql<number | null>`(select d.volume_ml ${defaultFormat})`,
    default_label: sql<string | null>`(select d.label ${defaultFormat})`,
  };
}
/**
 * The English twins an English page's read adds beside the French texts (decision 168, shown
 * through `pickText`). A French page's reads select exactly what they did: not a byte more in its
 * HTML or data. The select is typed by its French columns; the twins are the optional fields of
 * the data types below.
 */
function perfumeEnglishColumns() {
  const { products } = tables();
  return { name_en: products.name_en, short_description_en: products.short_description_en };
}
function productPageEnglishColumns() {
  const { products } = tables();
  return { ...perfumeEnglishColumns(), full_description_en: products.full_description_en, usage_tips_en: products.usage_tips_en, warnings_en: products.warnings_en };
}
function collectionEnglishColumns() {
  const { collections } = tables();
  return { name_en: collections.name_en, description_en: collections.description_en };
}
function formatEnglishColumns() {
  const { product_formats } = tables();
  return { label_en: product_formats.label_en, set_contents_en: product_formats.set_contents_en };
}
function withEnglish<T extends object>(lang: Lang, columns: T, english: () => object): T {
  return lang === "en" ? { ...columns, ...english() } : columns;
}
type EnglishOf<T extends object> = Partial<{ [K in keyof T]: string | null }>;

const cardColumns = (lang: Lang = "fr") => withEnglish(lang, { ...perfumeColumns(), ...listingFormatColumns(), ...defaultSizeColumns() }, perfumeEnglishColumns);
export type ProductCardData = Pick<Product, keyof ReturnType<typeof perfumeColumns>> & EnglishOf<ReturnType<typeof perfumeEnglishColumns>> & {
  from_price_cents: number | null;
  price_count: number;
  from_volume_ml: number | null;
  format_count: number;
  in_stock_count: number;
  default_volume_ml: number | null;
  default_label: string | null;
};

/** What a collection's heading shows; its flags and timestamps stay on the server. */
function collectionColumns() {
  const { collections } = tables();
  return { id: collections.id, slug: collections.slug, name: collections.name, description: collections.description };
}
export type CollectionData = Pick<Collection, keyof ReturnType<typeof collectionColumns>> & EnglishOf<ReturnType<typeof collectionEnglishColumns>>;

/**
 * What the product page shows (the stock count decides availability), with the facts the law asks
 * before purchase (decision 089); Stripe ids and timestamps stay here.
 */
function productPageColumns() {
  const { products } = tables();
  return {
    ...perfumeColumns(),
    full_description: products.full_description,
    families: products.families,
    top_notes: products.top_notes,
    heart_notes: products.heart_notes,
    base_notes: products.base_notes,
    usage_tips: products.usage_tips,
    concentration: products.concentration,
    ingredients: products.ingredients,
    allergens: products.allergens,
    warnings: products.warnings,
    reference: products.reference,
    ean: products.ean,
  };
}
/**
 * A format as the product page shows it, with the reduction to announce when the owner asked for a
 * "prix barré" and the price history allows one (decision 094); flags and timestamps stay here.
 */
export type ShopFormat = Pick<
  ProductFormat,
  "id" | "volume_ml" | "label" | "price_cents" | "stock_status" | "stock_quantity" | "ean" | "is_default" | "set_contents" | "voucher_months"
> &
  EnglishOf<ReturnType<typeof formatEnglishColumns>> & {
  reduction: Reduction | null;
  /** The format a discovery set's voucher pays for this perfume (decision 155). */
  voucher_eligible: boolean;
};
function shopFormatColumns() {
  const { product_formats } = tables();
  return {
    id: product_formats.id,
    volume_ml: product_formats.volume_ml,
    label: product_formats.label,
    price_cents: product_formats.price_cents,
    stock_status: product_formats.stock_status,
    stock_quantity: product_formats.stock_quantity,
    ean: product_formats.ean,
    is_default: product_formats.is_default,
    shows_reduction: product_formats.shows_reduction,
    set_contents: product_formats.set_contents,
    voucher_months: product_formats.voucher_months,
  };
}
export type ProductPageData = Pick<Product, keyof ReturnType<typeof productPageColumns>> &
  EnglishOf<ReturnType<typeof productPageEnglishColumns>> & { formats: ShopFormat[] };


/**
 * Catalogue reads are logged and become empty on failure: a page never dies for a list. Reads are
 * remembered until the data changes, and only when they succeeded (decision 046).
 */
async function orEmpty<T>(label: string, read: () => Promise<T[]>): Promise<T[]> {
  try {
    return await read();
  } catch (error) {
    console.error(`Lecture du catalogue impossible (${label})`, error);
    return [];
  }
}

const readBestSellers = memoUntilDataChanges(async (lang: Lang) => {
  const { products } = tables();
  return sortByFrenchName(
    await db()
      .select(cardColumns(lang))
      .from(products)
      .where(eq(products.is_best_seller, true))
      .orderBy(asc(products.id))
      .limit(BEST_SELLERS_LIMIT),
  );
});

export function getBestSellers(lang: Lang = "fr"): Promise<ProductCardData[]> {
  return orEmpty("best-sellers", () => readBestSellers(lang));
}

/**
 * A collection with one page of its perfumes: /collections shows the first few of each (a bounded
 * grid, so 1,500 perfumes do not make a 2 MB page), a collection page pages through all of them.
 */
export type CollectionWithProducts = CollectionData & {
  products: ProductCardData[];
  productCount: number;
  page: number;
  pageCount: number;
};

export const COLLECTION_PREVIEW_SIZE = 6;
export const COLLECTION_PAGE_SIZE = 24;
/** Collections per page of /collections: with 6 perfumes each (two rows beside the filters), a page stays well under 100 KB. */
export const COLLECTIONS_PER_PAGE = 6;

type Entry = { id: number; name: string; collection_id: number | null };

/**
 * Ids in French name order, read from the columns sorting needs, not the whole cards: every
 * perfume of the catalogue is read once per change of the data (the collections page is memoised).
 */
async function sortedEntries(): Promise<Entry[]> {
  const { products } = tables();
  return sortByFrenchName(await db().select({ id: products.id, name: products.name, collection_id: products.collection_id }).from(products));
}

/** The cards of these perfumes, in the order given. */
export async function cardsOf(entries: { id: number }[], lang: Lang = "fr"): Promise<ProductCardData[]> {
  if (!entries.length) return [];
  const { products } = tables();
  const rows = await db().select(cardColumns(lang)).from(products).where(inArray(products.id, entries.map((e) => e.id)));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return entries.flatMap((e) => byId.get(e.id) ?? []);
}

/** The page a URL's `page` parameter asks for: 1 when absent or not a number (pageOfList keeps it in range). */
export function requestedPage(params: URLSearchParams): number {
  return Math.floor(Number(params.get("page"))) || 1;
}

/** Page `page` (kept within 1..pageCount) of a list cut in pages of `size`. */
export function pageOfList<T>(list: T[], page: number, size: number) {
  const pageCount = Math.max(1, Math.ceil(list.length / size));
  const current = Math.min(Math.max(1, page), pageCount);
  return { items: list.slice((current - 1) * size, current * size), page: current, pageCount };
}

async function onePage(collection: CollectionData, entries: Entry[], page: number, size: number): Promise<CollectionWithProducts> {
  const { items, ...position } = pageOfList(entries, page, size);
  return { ...collection, products: await cardsOf(items), productCount: entries.length, ...position };
}

/** `perfumeCount`: the perfumes of every active collection, all pages (what « N parfums » counts there). */
type CollectionsPage = { collections: CollectionWithProducts[]; page: number; pageCount: number; perfumeCount: number };

/**
 * One page of the active collections by display order, each with its first perfumes; empty ones
 * are left out.
 */
export async function getCollectionsWithProducts(page = 1): Promise<CollectionsPage> {
  try {
    return await readCollectionsPage(page);
  } catch (error) {
    console.error("Lecture du catalogue impossible (collections)", error);
    return { collections: [], page: 1, pageCount: 1, perfumeCount: 0 };
  }
}

const readCollectionsPage = memoUntilDataChanges(async (page: number): Promise<CollectionsPage> => {
  const { collections } = tables();
  const active = await db()
    .select(collectionColumns())
    .from(collections)
    .where(eq(collections.is_active, true))
    .orderBy(asc(collections.display_order), asc(collections.name));
  const byCollection = new Map<number | null, Entry[]>();
  for (const entry of await sortedEntries()) {
    const list = byCollection.get(entry.collection_id);
    if (list) list.push(entry);
    else byCollection.set(entry.collection_id, [entry]);
  }
  const filled = active
    .map((c) => ({ collection: c, entries: byCollection.get(c.id) ?? [] }))
    .filter((c) => c.entries.length > 0);
  const { items, ...position } = pageOfList(filled, page, COLLECTIONS_PER_PAGE);
  return {
    collections: await Promise.all(items.map((c) => onePage(c.collection, c.entries, 1, COLLECTION_PREVIEW_SIZE))),
    ...position,
    perfumeCount: filled.reduce((sum, c) => sum + c.entries.length, 0),
  };
});

/** The slugs of every active collection with perfumes and of its perfumes, for the sitemap. */
export async function getPublicSlugs(): Promise<{ slug: string; productSlugs: string[] }[]> {
  const { collections, products } = tables();
  const [active, rows] = await Promise.all([
    db()
      .select({ id: collections.id, slug: collections.slug })
      .from(collections)
      .where(eq(collections.is_active, true))
      .orderBy(asc(collections.display_order), asc(collections.name)),
    db().select({ slug: products.slug, collection_id: products.collection_id }).from(products),
  ]);
  return active
    .map((c) => ({ slug: c.slug, productSlugs: rows.filter((p) => p.collection_id === c.id).map((p) => p.slug) }))
    .filter((c) => c.productSlugs.length > 0);
}

/** An active collection's heading; its perfumes come from the finder, with the page's filters. */
export function getActiveCollection(slug: string, lang: Lang = "fr"): Promise<CollectionData | null> {
  return readActiveCollection(slug, lang);
}
const readActiveCollection = memoUntilDataChanges(async (slug: string, lang: Lang): Promise<CollectionData | null> => {
  const { collections } = tables();
  const [found] = await db()
    .select(withEnglish(lang, collectionColumns(), collectionEnglishColumns))
    .from(collections)
    .where(and(eq(collections.slug, slug), eq(collections.is_active, true)))
    .limit(1);
  return found ?? null;
});

/** A format's prices in time order, the first one included (decision 094). */
function priceHistory(formatId: number) {
  const { price_changes } = tables();
  return db()
    .select({ price_cents: price_changes.price_cents, changed_at: price_changes.changed_at })
    .from(price_changes)
    .where(eq(price_changes.format_id, formatId))
    .orderBy(asc(price_changes.changed_at), asc(price_changes.id));
}

/** /products/{id} accepts a numeric id or a slug (the fifteen legacy URLs are slugs), with its active formats. */
export function getProduct(idOrSlug: string, lang: Lang = "fr"): Promise<ProductPageData | null> {
  return readProduct(idOrSlug, lang);
}
const readProduct = memoUntilDataChanges(async (idOrSlug: string, lang: Lang): Promise<ProductPageData | null> => {
  const { product_formats, products } = tables();
  const pageOf = (where: ReturnType<typeof eq>) => db().select(withEnglish(lang, productPageColumns(), productPageEnglishColumns)).from(products).where(where).limit(1);
  const [byId] = /^\d+$/.test(idOrSlug) ? await pageOf(eq(products.id, Number(idOrSlug))) : [];
  const product = byId ?? (await pageOf(eq(products.slug, idOrSlug)))[0];
  if (!product) return null;
  const rows = await db()
    .select(withEnglish(lang, shopFormatColumns(), formatEnglishColumns))
    .from(product_formats)
    .where(and(eq(product_formats.product_id, product.id), eq(product_formats.is_active, true)))
    .orderBy(asc(product_formats.position), asc(product_formats.id));
  const voucherBottle = voucherBottleOf(rows);
  const formats = await Promise.all(
    rows.map(async ({ shows_reduction, ...f }) => ({
      ...f,
      reduction: shows_reduction ? reductionOf(await priceHistory(f.id)) : null,
      voucher_eligible: f.id === voucherBottle?.id,
    })),
  );
  return { ...product, formats };
});
