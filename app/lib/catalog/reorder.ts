/**
 * The ids in their new order once `id` moved one step up or down; the same list at either end,
 * null when `id` is not in it. Callers write positions 0..n-1 from it, so they never collide.
 */
export function movedOneStep(ids: number[], id: number, direction: "up" | "down"): number[] | null {
  const from = ids.indexOf(id);
  if (from < 0) return null;
  const to = direction === "up" ? from - 1 : from + 1;
  if (to < 0 || to >= ids.length) return ids;
  const next = [...ids];
  [next[from], next[to]] = [next[to], next[from]];
  return next;
}
