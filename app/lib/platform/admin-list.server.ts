/*
 * The owner's paged lists with a search box (gift cards, set vouchers…): what the address asks for
 * and how many pages a count makes. Plain `?q=…&page=n`, so every list works without JavaScript.
 */

export type ListQuery = { q: string; page: number };

/** `?q=` (trimmed, 100 characters at most) and `?page=` (1 when absent or not a whole number). */
export function listQueryOf(url: URL, pageParam = "page", searchParam = "q"): ListQuery {
  const q = (url.searchParams.get(searchParam) ?? "").trim().slice(0, 100);
  const raw = Number(url.searchParams.get(pageParam));
  return { q, page: Number.isInteger(raw) && raw > 1 ? raw : 1 };
}

/** The page asked for, kept within the pages there are, and their count (at least one). */
export function pageWindow(total: number, page: number, size: number) {
  const pageCount = Math.max(1, Math.ceil(total / size));
  const current = Math.min(page, pageCount);
  return { page: current, pageCount, offset: (current - 1) * size, limit: size };
}
