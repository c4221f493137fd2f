import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { ADMIN_HEADERS, adminHeaders, adminHref, requireAdmin } from "~/lib/auth/guard.server";
import { bookRequestOf, isOssBook, readBookQuery } from "~/lib/documents/books";
import { bookFile } from "~/lib/documents/books.server";

export const headers = adminHeaders;

/**
 * GET /{ADMIN_PATH}/livres-comptables/export?from=…&to=…&kind=… (or ?kind=oss&quarter=…): the CSV
 * file, or back to the screen with the values typed when the period or the quarter cannot be read.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request, params);
  const query = new URL(request.url).searchParams;
  const asked = readBookQuery({ from: query.get("from"), to: query.get("to"), kind: query.get("kind"), quarter: query.get("quarter") });
  const book = bookRequestOf(asked);
  if (!book) {
    const { from, to, kind, quarter } = asked.values;
    const typed: Record<string, string> = isOssBook(kind) ? { kind, quarter } : { from, to, kind };
    throw redirect(adminHref(`/livres-comptables?${new URLSearchParams(typed)}`), { headers: ADMIN_HEADERS });
  }
  const file = await bookFile(book.kind, book);
  return new Response(file.content, {
    headers: {
      ...ADMIN_HEADERS,
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${file.filename}"`,
    },
  });
}
