import { hash } from "node:crypto";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { EntryContext } from "@remix-run/node";
import { inlineScriptHashes } from "./security-headers.server";
import { digestShared } from "./shared-values.server";
import type { Encoding } from "./static-assets.server";

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
export type StoredDocument = {
  body: Buffer<ArrayBuffer>;
  scriptHashes: string[];
  /** The body compressed once per encoding asked for, kept beside it (decision 121). */
  encoded: Partial<Record<Encoding, Buffer<ArrayBuffer>>>;
  /** Its brotli copy was asked for again: it is (or is being) recompressed at the best quality. */
  refined?: true;
};

/**
 * Brotli at quality 5: a 40 KB page in about a millisecond, once per document, within 5 % of the
 * size remix-serve's gzip gave per response; gzip at zlib's default level for the rest. A page
 * asked for again gets brotli's best, quality 11: the home page 6,881 → 6,195 bytes, but 19 ms of
 * CPU, which only a page served more than once is worth (decision 135).
 */
const FIRST_BROTLI_QUALITY = 5;

function compress(body: Buffer, encoding: Encoding, quality = FIRST_BROTLI_QUALITY): Buffer<ArrayBuffer> {
  const out =
    encoding === "br"
      ? brotliCompressSync(body, {
          params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
        })
      : gzipSync(body);
  return Buffer.from(out.buffer as ArrayBuffer, out.byteOffset, out.length);
}

/** Least recently used entries go first once the documents pass the byte budget. */
export class RenderCache {
  private entries = new Map<string, StoredDocument>();
  /** The documents `entries` holds, whose compressed copies count in `bytes`. */
  private held = new WeakSet<StoredDocument>();
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

  /**
   * The document's bytes in that encoding, compressed on the first request that asks for it and
   * counted in the budget from then on: remix-serve's compression middleware, which would deflate
   * the same bytes again for every response, leaves an encoded body alone.
   */
  encoded(doc: StoredDocument, encoding: Encoding): Buffer<ArrayBuffer> {
    let bytes = doc.encoded[encoding];
    if (!bytes) {
      bytes = compress(doc.body, encoding);
      doc.encoded[encoding] = bytes;
      if (this.held.has(doc)) this.bytes += bytes.length;
    } else if (encoding === "br" && !doc.refined && this.held.has(doc)) {
      // Asked for again: recompressed once at the best quality after this response, off its path;
      // the responses until then get the first copy. One-off pages (a query string of their own)
      // never pay for it.
      doc.refined = true;
      setImmediate(() => this.refine(doc));
    }
    return bytes;
  }

  private refine(doc: StoredDocument) {
    if (!this.held.has(doc)) return;
    const first = doc.encoded.br!;
    const best = compress(doc.body, "br", constants.BROTLI_MAX_QUALITY);
    if (best.length >= first.length) return;
    doc.encoded.br = best;
    this.bytes -= first.length - best.length;
  }

  /** Stores a rendered document (unless it alone passes the budget) and returns it. */
  set(key: string, body: Buffer<ArrayBuffer>): StoredDocument {
    const doc: StoredDocument = { body, scriptHashes: inlineScriptHashes(body), encoded: {} };
    if (doc.body.length > this.maxBytes) return doc;
    const previous = this.entries.get(key);
    if (previous) this.forget(key, previous);
    this.entries.set(key, doc);
    this.held.add(doc);
    this.bytes += doc.body.length;
    for (const [oldest, old] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.forget(oldest, old);
    }
    return doc;
  }

  private forget(key: string, doc: StoredDocument) {
    this.entries.delete(key);
    this.held.delete(doc);
    this.bytes -= doc.body.length + Object.values(doc.encoded).reduce((sum, bytes) => sum + bytes.length, 0);
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
  // The one-shot `hash` spares the Hash object a cached page would otherwise build each time; the
  // memo's shared values enter by their digest, serialised once rather than for every request.
  return hash("sha256", JSON.stringify([context.manifest.version, request.url, status, loaderData], digestShared), "base64url");
}

/** True when the browser already holds the document of this key (If-None-Match). */
export function isFresh(request: Request, etag: string) {
  const header = request.headers.get("If-None-Match");
  if (!header) return false;
  return header.split(",").some((tag) => tag.trim() === etag || tag.trim() === "*");
}
