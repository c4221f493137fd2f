import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { BooksScreen } from "~/components/admin/books-screen";
import { adminMeta } from "~/lib/admin/meta";
import { ADMIN_HEADERS, adminHeaders, requireAdmin } from "~/lib/auth/guard.server";
import { readBookQuery } from "~/lib/documents/books";
import { quarterOf } from "~/lib/documents/book-periods";
import { parisDay } from "~/lib/format/paris-time";

export const meta: MetaFunction = () => adminMeta("Livres comptables");
export const headers = adminHeaders;
export { AdminErrorBoundary as ErrorBoundary } from "~/components/admin/admin-error";

/**
 * /{ADMIN_PATH}/livres-comptables: the period and the book to download, or the quarter of the OSS
 * books. A refused download comes back here with what was typed (?from=…&to=…&kind=…&quarter=…)
 * and each field's error.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request, params);
  const query = new URL(request.url).searchParams;
  // By default the current month in Paris, up to today, and the current quarter.
  const today = parisDay(new Date());
  const defaults = { from: `${today.slice(0, 8)}01`, to: today, kind: "ereporting", quarter: quarterOf(today) };
  if (query.has("from") || query.has("to") || query.has("quarter")) {
    const asked = readBookQuery({ from: query.get("from"), to: query.get("to"), kind: query.get("kind"), quarter: query.get("quarter") });
    // Each form sends its own fields: the other form keeps its defaults.
    const values = query.has("quarter") ? { ...asked.values, from: defaults.from, to: defaults.to } : { ...asked.values, quarter: defaults.quarter };
    return data({ values, errors: asked.errors }, { headers: ADMIN_HEADERS });
  }
  return data({ values: defaults, errors: {} }, { headers: ADMIN_HEADERS });
}

export default function BooksRoute() {
  const { values, errors } = useLoaderData<typeof loader>();
  return <BooksScreen values={values} errors={errors} />;
}
