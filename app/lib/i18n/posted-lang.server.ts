import { postingPage } from "../platform/posting-page.server";
import { langOf } from "./lang";
import type { Lang } from "./lang";

/**
 * The language of the page a form was posted from, which a sign-up keeps for its emails
 * (decision 169): the `Referer`'s path, else the path posted to (a form on an English page posts
 * to its English address, decision 167). Only ever `fr` or `en`, whatever the client sends.
 */
export function postedLang(request: Request): Lang {
  return langOf((postingPage(request) ?? new URL(request.url)).pathname);
}
