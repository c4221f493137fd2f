import { and, eq, type SQL } from "drizzle-orm";
import { pageOfList, requestedPage } from "../catalog/catalog.server";
import { tables } from "../platform/database.server";
import { containsFolded } from "../platform/sql-dialect.server";
import { adminHref } from "../auth/guard.server";
import { toTranslateSql } from "../catalog/translation.server";
import { TO_TRANSLATE, WITHOUT_INGREDIENTS, withNewPerfume, type PerfumeFilter } from "./perfume-list";
import { listProducts, type AdminProduct } from "./products.server";

/**
 * Perfumes per page of the admin list (decision 131): each one is two lines of markup (the phone's
 * card, the table's row) and is drawn again when a dialog opens over the list.
 */
const PERFUMES_PER_PAGE = 50;

/** What the admin's perfume list shows: a name searched, the perfumes without ingredient list or to translate, a page. */
type PerfumeListQuery = { q: string; filter: PerfumeFilter | null; page: number };

const FILTERS: PerfumeFilter[] = [WITHOUT_INGREDIENTS, TO_TRANSLATE];

/** The query a list URL describes; an unknown or out-of-range value shows the first (or last) page. */
export function readPerfumeListQuery(params: URLSearchParams): PerfumeListQuery {
  return {
    q: (params.get("q") ?? "").trim().slice(0, 100),
    filter: FILTERS.find((filter) => filter === params.get("filtre")) ?? null,
    page: requestedPage(params),
  };
}

function whereOf(query: PerfumeListQuery): SQL | undefined {
  const { products } = tables();
  return and(
    query.q ? containsFolded(products.name, query.q) : undefined,
    query.filter === WITHOUT_INGREDIENTS ? eq(products.ingredients, "") : undefined,
    query.filter === TO_TRANSLATE ? toTranslateSql() : undefined,
  );
}

/**
 * One page of the perfumes the query finds, in French name order (decision 131): the list's
 * document stays the same size however large the catalogue.
 */
export async function perfumeListPage(query: PerfumeListQuery): Promise<{ perfumes: AdminProduct[]; page: number; pageCount: number; total: number }> {
  const found = await listProducts(whereOf(query));
  const { items, page, pageCount } = pageOfList(found, query.page, PERFUMES_PER_PAGE);
  return { perfumes: items, page, pageCount, total: found.length };
}

/** The whole list's page that shows this perfume: where its owner is taken once it is created. */
export async function perfumeListHrefShowing(id: number): Promise<string> {
  const index = (await listProducts()).findIndex((p) => p.id === id);
  const page = Math.floor(Math.max(0, index) / PERFUMES_PER_PAGE) + 1;
  return adminHref(page > 1 ? `/parfums?page=${page}` : "/parfums");
}

/**
 * The list a perfume dialog was opened from (its URL carries the list's query): where saving,
 * deleting or closing it returns, on the same page and search.
 */
export function perfumeListHref(request: Request): string {
  const query = readPerfumeListQuery(new URL(request.url).searchParams);
  const params = new URLSearchParams();
  if (query.q) params.set("q", query.q);
  if (query.filter) params.set("filtre", query.filter);
  if (query.page > 1) params.set("page", String(query.page));
  const search = params.toString();
  return adminHref(`/parfums${search ? `?${search}` : ""}`);
}

/** The list a request came from with the new-perfume dialog open over it (the old « /parfums/nouveau » address leads there). */
export function newPerfumeHref(request: Request): string {
  const list = new URL(perfumeListHref(request), "http://shop");
  return `${list.pathname}${withNewPerfume(list.search)}`;
}
