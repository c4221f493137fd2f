import { hash } from "node:crypto";
import { publicUploadsBase } from "./upload-store/upload-store.server";

/**
 * Where a page's inline scripts may come from: a nonce for a streamed page (its scripts are not
 * known when the headers leave), the hashes of the scripts themselves for a page rendered whole,
 * so that a shared cache can keep header and body together (decision 097).
 */
export type ScriptSources = { nonce: string } | { hashes: string[] };

function contentSecurityPolicy(scripts: ScriptSources) {
  const inline = "nonce" in scripts ? [`'nonce-${scripts.nonce}'`] : scripts.hashes.map((hash) => `'${hash}'`);
  const uploadsBase = publicUploadsBase();
  // The bucket's origin, named even under https: so that a plain-http store (a test, an intranet) works too.
  const uploadsOrigin = uploadsBase ? ` ${new URL(uploadsBase).origin}` : "";
  return [
    "default-src 'self'",
    ["script-src 'self'", ...inline].join(" "),
    // Radix positions toasts with inline style attributes.
    "style-src 'self' 'unsafe-inline'",
    // Admins may paste an image URL from another site.
    `img-src 'self' data: blob: https:${uploadsOrigin}`,
    "font-src 'self'",
    "connect-src 'self'",
    // Checkout answers the form post with a redirect to Stripe's hosted page.
    "form-action 'self' https://checkout.stripe.com",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "object-src 'none'",
  ].join("; ");
}

/** Script types a browser runs; anything else (JSON-LD) is a data block that CSP does not govern. */
const RUNNABLE = new Set(["", "module", "text/javascript", "application/javascript"]);

const OPEN = Buffer.from("<script");
const CLOSE = Buffer.from("</script>");
const [SPACE, TAG_END] = [0x20, 0x3e];

/**
 * The CSP source of every inline script the document runs, read from its UTF-8 bytes (what CSP
 * hashes): no decoding of the whole page, no regular expression over it. React writes its tags in
 * lower case and escapes "</script" inside a script's text, so the first closing tag after an
 * opening one ends it.
 */
export function inlineScriptHashes(html: Buffer): string[] {
  const hashes = new Set<string>();
  let at = html.indexOf(OPEN);
  while (at !== -1) {
    const next = html[at + OPEN.length];
    // "<scripts>" or the like is no script tag.
    if (next !== SPACE && next !== TAG_END) {
      at = html.indexOf(OPEN, at + OPEN.length);
      continue;
    }
    const tagEnd = html.indexOf(TAG_END, at);
    const close = tagEnd === -1 ? -1 : html.indexOf(CLOSE, tagEnd);
    if (close === -1) break;
    const attributes = html.toString("latin1", at + OPEN.length, tagEnd);
    const text = html.subarray(tagEnd + 1, close);
    at = html.indexOf(OPEN, close + CLOSE.length);
    if (/\ssrc=/i.test(attributes)) continue;
    const type = /\stype="([^"]*)"/i.exec(attributes)?.[1].trim().toLowerCase() ?? "";
    if (!RUNNABLE.has(type)) continue;
    hashes.add(`sha256-${hash("sha256", text, "base64")}`);
  }
  return [...hashes];
}

/** The headers of an HTML page; nosniff and HSTS, which every response needs, come from the HTTP gate. */
export function applySecurityHeaders(headers: Headers, scripts: ScriptSources) {
  headers.set("Content-Security-Policy", contentSecurityPolicy(scripts));
  headers.set("X-Frame-Options", "DENY");
  headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
  headers.set("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=()");
}
