import { pageTitle } from "../brand";

/** Every admin screen: a French title, never indexed. */
export function adminMeta(page: string) {
  return [
    { title: pageTitle(`${page} · Administration`) },
    { name: "description", content: `Administration de la boutique : ${page.toLowerCase()}.` },
    { name: "robots", content: "noindex, nofollow" },
  ];
}
