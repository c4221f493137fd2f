import { AsyncLocalStorage } from "node:async_hooks";
import type { IncomingMessage } from "node:http";

/** What is known of a request beyond its headers: where it came from. */
export type RequestContext = {
  /** The TCP peer, as the socket saw it. */
  remoteAddress: string | null;
  /** The client the limits are counted for: the peer, or the proxy's word when it is trusted. */
  client?: string;
};

export type GateVerdict = {
  /** Headers every response to this request carries. */
  headers?: [string, string][];
  /** An answer sent at once: the request never reaches Remix. */
  refusal?: { status: number; body: string; headers?: Record<string, string> };
  /** A file sent at once from memory (a precompressed build asset): the request never reaches Remix. */
  answer?: { status: number; body: Buffer; headers: Record<string, string> };
};

export type Gate = (req: IncomingMessage, context: RequestContext) => GateVerdict | undefined;

type Shared = { storage: AsyncLocalStorage<RequestContext>; gate: Gate | null; hooked?: boolean };

// scripts/http-hook.mjs loads this module before the server bundle, which holds its own copy of
// it: the two copies meet through a global symbol, whichever creates the object first.
const KEY = Symbol.for("maison-sillage.http");

function shared(): Shared {
  const g = globalThis as unknown as Record<symbol, Shared | undefined>;
  return (g[KEY] ??= { storage: new AsyncLocalStorage<RequestContext>(), gate: null });
}

export function registerGate(gate: Gate) {
  shared().gate = gate;
}

/** The hook's verdict on a request, before Remix sees it; none until the app registered its gate. */
export function passGate(req: IncomingMessage, context: RequestContext): GateVerdict | undefined {
  return shared().gate?.(req, context);
}

export function markHttpHookLoaded() {
  shared().hooked = true;
}

/** Whether the HTTP hook is loaded in this process (remix-serve started through scripts/start.mjs). */
export function isHttpHookLoaded(): boolean {
  return shared().hooked === true;
}

const UNKNOWN_CLIENT = "inconnu";

/** The client of the request being handled; tests run code inside `withRequestContext`. */
export function currentClient(): string {
  return shared().storage.getStore()?.client ?? UNKNOWN_CLIENT;
}

export function withRequestContext<T>(context: RequestContext, run: () => T): T {
  return shared().storage.run(context, run);
}
