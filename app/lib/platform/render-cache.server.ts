import { createHash } from "node:crypto";
import type { EntryContext } from "@remix-run/node";
import { inlineScriptHashes } from "./security-headers.server";

/**
 * Memoized documents (decision 040). A page's HTML is a pure function of its URL, the build and the
 * data its loaders returned (components never read the request, the clock or the cookies), so that
 * is the key: a page is rendered again exactly when its data changed, no invalidation rule exists
 * to be forgotten, and two visitors share an entry only when they would have got the same bytes.
 */

/**
 * A document as UTF-8 bytes (encoding a 40 KB string again for every response cost more than
 * keeping them), with the hashes its Content-Security-Policy lists for its inline scripts: the
 * same bytes and the same header for every response, which a shared cache may keep (decision 097).
 */
export type StoredDocument = { body: Buffer<ArrayBuffer>; scriptHashes: string[] };

/** Least recently used entries go first once the documents pass the byte budget. */
export class RenderCache {
  private entries = new Map<string, StoredDocument>();
  private bytes = 0;

  constructor(private readonly maxBytes: number) {}

  get(key: string): StoredDocument | undefined {
    const doc = this.entries.get(key);
    if (doc) {
      this.entries.delete(key);
      this.entries.set(key, doc);
    }
    return doc;
  }

  /** Stores a rendered document (unless it alone passes the budget) and returns it. */
  set(key: string, html: string): StoredDocument {
    const doc = { body: Buffer.from(html), scriptHashes: inlineScriptHashes(html) };
    if (doc.body.length > this.maxBytes) return doc;
    const previous = this.entries.get(key);
    if (previous) this.bytes -= previous.body.length;
    this.entries.delete(key);
    this.entries.set(key, doc);
    this.bytes += doc.body.length;
    for (const [oldest, old] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= old.body.length;
    }
    return doc;
  }

  get size() {
    return this.entries.size;
  }
}

/**
 * The cache key of a document request, or null when its HTML must not be memoized: anything but a
 * plain GET rendered from loader data (a no-JS form post re-rendering with action data, an error
 * screen), or a response its route marked `no-store` (the admin).
 */
export function documentKey(
  request: Request,
  status: number,
  headers: Headers,
  context: EntryContext,
): string | null {
  const { loaderData, actionData, errors } = context.staticHandlerContext;
  if (request.method !== "GET" || actionData || errors) return null;
  if (headers.get("Cache-Control")?.includes("no-store")) return null;
  return createHash("sha256")
    .update(JSON.stringify([context.manifest.version, request.url, status, loaderData]))
    .digest("base64url");
}

/** True when the browser already holds the document of this key (If-None-Match). */
export function isFresh(request: Request, etag: string) {
  const header = request.headers.get("If-None-Match");
  if (!header) return false;
  return header.split(",").some((tag) => tag.trim() === etag || tag.trim() === "*");
}
