import { dataStamp } from "./database.server";
import { markShared } from "./shared-values.server";

/** Keys one read may hold per stamp: URLs can carry any slug, memory must not follow them. */
const MAX_KEYS = 500;

/**
 * A catalogue read remembered until the data changes (decision 046). No invalidation rule can be
 * forgotten: any write, from any process, changes the stamp and empties the memory. Results are
 * shared between requests, so callers must not mutate them.
 *
 * The stamp is taken before the read starts: a write committed while the read awaits moves it, so
 * what that read found is never served under the newer stamp. Callers asking at once share one
 * read; a read that fails is forgotten. Without a stamp (PostgreSQL's listener is down) every
 * call reads the database.
 */
export function memoUntilDataChanges<A extends (string | number)[], R>(
  read: (...args: A) => PromiseLike<R>,
): (...args: A) => Promise<R> {
  let stamp: string | null = null;
  let results = new Map<string, Promise<R>>();
  return (...args: A) => {
    const now = dataStamp();
    if (now === null) return Promise.resolve(read(...args));
    if (now !== stamp || results.size >= MAX_KEYS) {
      stamp = now;
      results = new Map();
    }
    const key = args.join("\u0000");
    const known = results.get(key);
    if (known) return known;
    const held = results;
    // A query builder is a thenable that runs its query again at each await: resolved once here,
    // the memory holds its rows, not the query.
    // Marked before any caller sees it: a document's key names it by a digest (decision 137).
    const pending = Promise.resolve(read(...args)).then((result) => {
      markShared(result);
      return result;
    });
    held.set(key, pending);
    pending.catch(() => {
      if (held.get(key) === pending) held.delete(key);
    });
    return pending;
  };
}
