import pg from "pg";

/** After losing the listening connection, how long to wait before trying again. */
const RETRY_MS = 1000;

export type DataChanges = {
  /** Moves whenever this process may not have seen the data as it is; null while it cannot know. */
  stamp(): string | null;
  /** This process committed a write. */
  committed(): void;
  close(): Promise<void>;
};

/**
 * PostgreSQL's answer to SQLite's `data_version` (decision 099 §4): a counter in memory, moved by
 * this process's commits and by `LISTEN data_changed` on a connection of its own. Triggers on the
 * catalogue's tables notify that channel, and PostgreSQL delivers a notification only once its
 * transaction has committed, so a stamp never moves before the change it announces can be read.
 * While the connection is down nobody can tell what other boxes wrote: the stamp is null, and the
 * counter moves when listening starts again. The connection opens on the first stamp asked for,
 * so a script that never reads through the memo never keeps a listener open.
 */
export function listenForDataChanges(url: string): DataChanges {
  let version = 0;
  let listening = false;
  let started = false;
  let closed = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;

  function lost(c: pg.Client) {
    if (client !== c) return;
    listening = false;
    client = undefined;
    c.end().catch(() => undefined);
    if (closed) return;
    retry = setTimeout(connect, RETRY_MS);
    retry.unref();
  }

  async function connect() {
    if (closed) return;
    // Keepalive: a connection cut without a word (a dead network path) is noticed too, in minutes.
    const c = new pg.Client({ connectionString: url, application_name: "data-changes", keepAlive: true, keepAliveInitialDelayMillis: 10_000 });
    client = c;
    c.on("notification", () => version++);
    c.on("error", () => lost(c));
    c.on("end", () => lost(c));
    try {
      await c.connect();
      await c.query("listen data_changed");
    } catch {
      lost(c);
      return;
    }
    if (client !== c) return;
    // The listener waits forever by design; it must not be what keeps a stopping process alive.
    (c as unknown as { connection: { stream: { unref(): void } } }).connection.stream.unref();
    version++;
    listening = true;
  }

  return {
    stamp() {
      if (!started) {
        started = true;
        void connect();
      }
      return listening ? String(version) : null;
    },
    committed() {
      version++;
    },
    async close() {
      closed = true;
      listening = false;
      clearTimeout(retry);
      const c = client;
      client = undefined;
      await c?.end().catch(() => undefined);
    },
  };
}
