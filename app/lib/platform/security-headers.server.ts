import { publicUploadsBase } from "./upload-store/upload-store.server";

export function contentSecurityPolicy(nonce: string) {
  const uploadsBase = publicUploadsBase();
  // The bucket's origin, named even under https: so that a plain-http store (a test, an intranet) works too.
  const uploadsOrigin = uploadsBase ? ` ${new URL(uploadsBase).origin}` : "";
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
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

/** The headers of an HTML page; nosniff and HSTS, which every response needs, come from the HTTP gate. */
export function applySecurityHeaders(headers: Headers, nonce: string) {
  headers.set("Content-Security-Policy", contentSecurityPolicy(nonce));
  headers.set("X-Frame-Options", "DENY");
  headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
  headers.set("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=()");
}
