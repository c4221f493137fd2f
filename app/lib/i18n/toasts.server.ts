import { readToast, type FlashedToast, type Toast } from "../platform/toast.server";
import { langOf, type Lang } from "./lang";
import { fixedT } from "./texts.server";

/**
 * A flashed toast as the page shows it: a keyed one resolved in the page's language (its values,
 * a perfume's name or an amount, as the action wrote them), one written as it was flashed.
 */
export function shownToast(lang: Lang, toast: FlashedToast): Toast {
  if (!("key" in toast)) return toast;
  const t = fixedT(lang, "toasts");
  const values = toast.values ?? {};
  return { title: t(toast.key, values), ...(toast.detail && { description: t(toast.detail, values) }), type: toast.type };
}

/** The flash toast of this request, in the language of the page asked for; the header clears it. */
export async function readShownToast(request: Request): Promise<{ toast: Toast | null; setCookie: string | null }> {
  const { toast, setCookie } = await readToast(request);
  return { toast: toast && shownToast(langOf(new URL(request.url).pathname), toast), setCookie };
}
