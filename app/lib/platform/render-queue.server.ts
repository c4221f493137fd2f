/**
 * Runs at most `limit` tasks at once; the others wait their turn, first come first served
 * (decision 073). React's streaming renderer yields between chunks, so fifty renders started
 * together all progress a little at a time and all finish late; a few at a time finish in turn.
 */
export function limitConcurrency(limit: number) {
  let active = 0;
  const waiting: (() => void)[] = [];
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (active < limit) active++;
    // The finishing task hands its place over directly, so `active` already counts this one.
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else active--;
    }
  };
}
