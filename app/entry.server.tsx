import { randomBytes } from "node:crypto";
import { Writable } from "node:stream";
import type { EntryContext } from "@remix-run/node";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { isRouteErrorResponse, RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { closingTagsLast, nulPaddingCut, wholeDocument } from "./lib/platform/document-end.server";
import { NonceProvider } from "./lib/platform/nonce";
import { pageCacheControl } from "./lib/platform/page-cache-control.server";
import { documentKey, isFresh, RenderCache } from "./lib/platform/render-cache.server";
import { limitConcurrency } from "./lib/platform/render-queue.server";
import { applySecurityHeaders } from "./lib/platform/security-headers.server";
import { chooseEncoding } from "./lib/platform/static-assets.server";
import { siteOrigin } from "./lib/platform/site-url.server";
import { alternatesHeader } from "./lib/i18n/alternates.server";
import { startup } from "./lib/startup.server";

await startup();

const ABORT_DELAY = 5_000;

/** About two thousand storefront documents (their UTF-8 bytes); a bound, so that carts cannot grow memory without end. */
const documents = new RenderCache(64 * 1024 * 1024);

/** Documents rendered at once by this process; pages from the cache never wait for them. */
const renders = limitConcurrency(2);

export const streamTimeout = ABORT_DELAY;

const newNonce = () => randomBytes(16).toString("base64");

function app(request: Request, context: EntryContext, nonce: string | undefined) {
  return (
    <NonceProvider value={nonce}>
      <RemixServer context={context} url={request.url} abortDelay={ABORT_DELAY} nonce={nonce} />
    </NonceProvider>
  );
}

/**
 * Renders the whole document to its UTF-8 bytes, without nonces: its policy lists the hashes of its
 * inline scripts instead, known once the last byte is (decision 097). Kept as bytes: the cache
 * stores and sends bytes, and the hashes are read from them.
 */
function renderDocument(request: Request, context: EntryContext) {
  return new Promise<Buffer<ArrayBuffer>>((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        chunks.push(chunk);
        callback();
      },
      final(callback) {
        resolve(wholeDocument(chunks));
        callback();
      },
    });
    let failed = false;
    // Stops a render still waiting after the delay. Cleared once all is rendered: a timer left for
    // every page kept each finished render's state alive for six seconds, thousands of them under
    // load for the garbage collector to trace.
    const timer = setTimeout(() => abort(), ABORT_DELAY + 1000);
    const { pipe, abort } = renderToPipeableStream(app(request, context, undefined), {
      onAllReady() {
        clearTimeout(timer);
        if (!failed) pipe(sink);
      },
      onShellError(error: unknown) {
        clearTimeout(timer);
        reject(error);
      },
      onError(error: unknown) {
        failed = true;
        reject(error);
      },
    });
  });
}

/** Pages that are not memoized (admin, form re-renders, errors) are streamed as they render. */
function streamDocument(request: Request, status: number, headers: Headers, context: EntryContext) {
  const nonce = newNonce();
  // Bots get the whole document at once; people get it streamed as soon as the shell is ready.
  const whole = isbot(request.headers.get("user-agent") ?? "");

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    // Cleared once all is rendered, as in renderDocument.
    const timer = setTimeout(() => abort(), ABORT_DELAY + 1000);
    const send = () => {
      shellRendered = true;
      const body = nulPaddingCut();
      headers.set("Content-Type", "text/html; charset=utf-8");
      headers.set("Cache-Control", pageCacheControl(request, status, headers, false));
      applySecurityHeaders(headers, { nonce });
      resolve(new Response(createReadableStreamFromReadable(body.pipe(closingTagsLast())), { headers, status }));
      pipe(body);
    };
    const { pipe, abort } = renderToPipeableStream(app(request, context, nonce), {
      nonce,
      onShellReady() {
        if (!whole) send();
      },
      onAllReady() {
        clearTimeout(timer);
        if (whole) send();
      },
      onShellError(error: unknown) {
        clearTimeout(timer);
        reject(error);
      },
      onError(error: unknown) {
        status = 500;
        if (shellRendered) console.error(error);
      },
    });
  });
}

export default async function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  context: EntryContext,
) {
  // A page in both languages names its canonical address and its alternates (decision 167).
  const alternates = status === 200 ? alternatesHeader(siteOrigin(request), new URL(request.url).pathname) : null;
  if (alternates) headers.set("Link", alternates);
  const key = documentKey(request, status, headers, context);
  if (!key) return streamDocument(request, status, headers, context);

  const etag = `W/"${key}"`;
  headers.set("ETag", etag);
  headers.set("Cache-Control", pageCacheControl(request, status, headers, true));
  headers.set("Content-Type", "text/html; charset=utf-8");

  let doc = documents.get(key);
  // Remix encoded the hydration data for a render that a stored document makes unnecessary.
  if (doc || (status === 200 && isFresh(request, etag))) await context.serverHandoffStream?.cancel();

  if (status === 200 && isFresh(request, etag)) {
    // The browser (or nginx) keeps the document and the policy it stored with it, which match.
    return new Response(null, { status: 304, headers });
  }
  doc ??= documents.set(key, await renders(() => renderDocument(request, context)));
  applySecurityHeaders(headers, { hashes: doc.scriptHashes });
  headers.append("Vary", "Accept-Encoding");
  const encoding = chooseEncoding(request.headers.get("Accept-Encoding") ?? undefined);
  if (!encoding) return new Response(doc.body, { status, headers });
  const body = documents.encoded(doc, encoding);
  headers.set("Content-Encoding", encoding);
  headers.set("Content-Length", String(body.length));
  return new Response(body, { status, headers });
}

/** Client navigations fetch their data (single fetch) with the root loader's cart: never shared. */
export function handleDataRequest(response: Response, { request }: { request: Request }) {
  response.headers.set("Cache-Control", pageCacheControl(request, response.status, response.headers, false));
  return response;
}

// Unknown URLs and posts to pages without a form are a typo or a bot's probe, not a server fault.
export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted || (isRouteErrorResponse(error) && error.status < 500)) return;
  console.error(error);
}
