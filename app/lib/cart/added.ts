import type { KeyedToast, Toast } from "../platform/toast";

/** SPEC.md's success toast of an add (`locales/fr/toasts.json`'s « added »), as the French page shows it. */
const ADDED_TITLE = "Produit ajouté";

/** The add's toast, which also names what was added (issue 45), in the language of the page that shows it. */
export function addedToast(perfume: string, format: string): KeyedToast {
  return { key: "added", detail: "added_d", values: { perfume, format }, type: "success" };
}

/** What the last add put in the cart (« Minuit Profond, 50 ml »), when `toast` is an add's; else null. */
export function addedLine(toast: Toast | null | undefined): string | null {
  return toast?.type === "success" && toast.title === ADDED_TITLE && toast.description ? toast.description : null;
}
