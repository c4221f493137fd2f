import type { OrderStatus } from "../platform/schema.server";

/** The orders screen's search, as the list, the CSV and the page's links use it. */
export type OrderFilters = {
  q?: string;
  status?: OrderStatus;
  /** Paris days, "YYYY-MM-DD". */
  from?: string;
  to?: string;
  /** Only orders whose shopper used « Renoncer au contrat ici » (query `retractation=1`). */
  retractation?: "1";
  /** Only orders waiting for their parcel (query `expedier=1`): the dashboard's « Commandes à expédier ». */
  expedier?: "1";
  /** Keyset cursors, "{created_at milliseconds}.{id}": the page after (older) or before (newer) it. */
  after?: string;
  before?: string;
};

export type FilterField = "q" | "status" | "from" | "to" | "retractation" | "expedier";

/** The same filters as a query string, without the page cursor: links to other pages add theirs. */
export function filtersQuery(f: Pick<OrderFilters, FilterField>): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of ["q", "status", "from", "to", "retractation", "expedier"] as const) if (f[key]) params.set(key, f[key]!);
  return params;
}
