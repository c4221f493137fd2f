const BASE = "http://same-site.invalid";

/**
 * Only same-site paths are followed, so a form can never bounce a shopper to another site. The
 * value is read the way a browser would read it: browsers drop tabs and line breaks inside URLs
 * and treat "\" as "/", so "/\t/evil.example" or "/\\evil.example" mean "//evil.example".
 */
export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback = "/") {
  if (typeof to !== "string" || !to.startsWith("/")) return fallback;
  // Any control character or space at all: no legitimate path of this shop has one unencoded.
  if (/[\p{Cc} \\]/u.test(to)) return fallback;
  if (to.startsWith("//")) return fallback;
  let url: URL;
  try {
    url = new URL(to, BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== BASE) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}
