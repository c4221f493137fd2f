import type { Toast } from "../platform/toast";

/** SPEC.md's success toast of an add, which also names what was added (issue 45). */
const ADDED_TITLE = "Produit ajouté";

export function addedToast(perfume: string, format: string): Toast {
  return { title: ADDED_TITLE, description: `${perfume}, ${format}`, type: "success" };
}

/** What the last add put in the cart (« Minuit Profond, 50 ml »), when `toast` is an add's; else null. */
export function addedLine(toast: Toast | null | undefined): string | null {
  return toast?.type === "success" && toast.title === ADDED_TITLE && toast.description ? toast.description : null;
}
