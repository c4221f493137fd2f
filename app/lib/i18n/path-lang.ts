import type { Lang } from "./texts.server";

/**
 * The language of a page by its path alone (decision 167): `/en` and every path under it are
 * English, any other path French, the shop's default. Whatever a client sends, the answer is one
 * of the two, so a value read from a request can be stored as it comes out.
 */
export function langOfPath(pathname: string): Lang {
  return pathname === "/en" || pathname.startsWith("/en/") ? "en" : "fr";
}
