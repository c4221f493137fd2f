import { isOlfactoryFamily, noteKey, type OlfactoryFamily } from "../catalog/olfactory";
import { stripControls } from "../platform/control-chars";
import { QUERY_MAX_LENGTH } from "./query-length";

/**
 * What a shopper asked the catalogue for, read from the URL (decision 092): every choice is a
 * query parameter, so each filtered page has its own address, works without JavaScript, can be
 * bookmarked and is memoized by the render cache like any page.
 */

export const PRICE_RANGES = {
  "0-50": { label: "Moins de 50 €", min: 0, max: 4999 },
  "50-100": { label: "De 50 à 100 €", min: 5000, max: 9999 },
  "100-200": { label: "De 100 à 200 €", min: 10000, max: 19999 },
  "200-plus": { label: "200 € et plus", min: 20000, max: Number.MAX_SAFE_INTEGER },
} as const;
export type PriceRange = keyof typeof PRICE_RANGES;

export const SORTS = {
  pertinence: "Pertinence",
  "prix-croissant": "Prix croissant",
  "prix-decroissant": "Prix décroissant",
  nouveautes: "Les plus récents",
  "meilleures-ventes": "Meilleures ventes",
} as const;
type Sort = keyof typeof SORTS;

/** How two perfumes' formats are one choice in the filters: "100 ml" and "100ml" alike, "Recharge" and "recharge". */
export function formatKey(name: string): string {
  return noteKey(name).replace(/\s+/g, "");
}

/** Notes (or formats) a shopper may tick at once; more is a crafted URL. */
const MAX_NOTES = 10;

export type Finder = {
  q: string;
  familles: OlfactoryFamily[];
  /** Note keys (`noteKey`): "feve tonka". */
  notes: string[];
  /** Format keys (`formatKey`): "100ml", "recharge". */
  contenances: string[];
  prix: PriceRange | null;
  stock: boolean;
  tri: Sort;
  page: number;
};

export type FinderReading = { finder: Finder; error: string | null };

const isPriceRange = (v: string): v is PriceRange => Object.hasOwn(PRICE_RANGES, v);
const isSort = (v: string): v is Sort => Object.hasOwn(SORTS, v);

/**
 * The finder a URL describes. Unknown values are dropped rather than refused (an old bookmark
 * still opens); only a query too long to be one is an error, said in French. Without a query,
 * "pertinence" means the catalogue's French name order.
 */
export function readFinder(params: URLSearchParams): FinderReading {
  const rawQ = stripControls(params.get("q") ?? "").trim().replace(/\s+/g, " ");
  const tooLong = rawQ.length > QUERY_MAX_LENGTH;
  const page = Number(params.get("page"));
  const tri = params.get("tri") ?? "";
  const prix = params.get("prix") ?? "";
  const finder: Finder = {
    q: tooLong ? "" : rawQ,
    familles: [...new Set(params.getAll("famille").filter(isOlfactoryFamily))].sort(),
    notes: [...new Set(params.getAll("note").map(noteKey).filter((n) => n.length > 0 && n.length <= 60))].sort().slice(0, MAX_NOTES),
    contenances: [...new Set(params.getAll("contenance").map(formatKey).filter((n) => n.length > 0 && n.length <= 60))].sort().slice(0, MAX_NOTES),
    prix: isPriceRange(prix) ? prix : null,
    stock: params.get("stock") === "1",
    tri: isSort(tri) ? tri : "pertinence",
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
  return { finder, error: tooLong ? `Votre recherche est trop longue : ${QUERY_MAX_LENGTH} caractères au plus.` : null };
}

/** The query string of a finder (page 1 and default values left out), for links and forms. */
export function finderSearch(f: Finder): string {
  const params = new URLSearchParams();
  if (f.q) params.set("q", f.q);
  for (const family of f.familles) params.append("famille", family);
  for (const note of f.notes) params.append("note", note);
  for (const format of f.contenances) params.append("contenance", format);
  if (f.prix) params.set("prix", f.prix);
  if (f.stock) params.set("stock", "1");
  if (f.tri !== "pertinence") params.set("tri", f.tri);
  if (f.page > 1) params.set("page", String(f.page));
  const search = params.toString();
  return search ? `?${search}` : "";
}

/** The same finder with one choice added or removed, back on page 1: a facet link's target. */
function toggled(f: Finder, change: { famille?: OlfactoryFamily; note?: string; contenance?: string; prix?: PriceRange; stock?: true }): Finder {
  const flip = <T,>(list: T[], value: T) => (list.includes(value) ? list.filter((v) => v !== value) : [...list, value].sort());
  return {
    ...f,
    familles: change.famille ? flip(f.familles, change.famille) : f.familles,
    notes: change.note ? flip(f.notes, change.note) : f.notes,
    contenances: change.contenance ? flip(f.contenances, change.contenance) : f.contenances,
    prix: change.prix ? (f.prix === change.prix ? null : change.prix) : f.prix,
    stock: change.stock ? !f.stock : f.stock,
    page: 1,
  };
}

/** A filter group, named as its parameter in the page's address. */
export type FacetGroup = "famille" | "note" | "contenance" | "prix" | "stock";

/**
 * The query string a filter choice links to: this page with that choice toggled ("" for none).
 * Worked out where the link is drawn, so the page's data does not carry one per choice.
 */
export function choiceSearch(f: Finder, group: FacetGroup, value: string): string {
  return finderSearch(toggled(f, group === "stock" ? { stock: true } : ({ [group]: value } as Parameters<typeof toggled>[1])));
}

/** How many filters are chosen: beyond one, the page is not for search engines (too many combinations). */
export function chosenFilters(f: Finder): number {
  return f.familles.length + f.notes.length + f.contenances.length + (f.prix ? 1 : 0) + (f.stock ? 1 : 0);
}
