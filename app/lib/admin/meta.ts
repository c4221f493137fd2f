import { pageTitle } from "../brand";

/** Every admin screen: a French title, never indexed. */
export function adminMeta(page: string) {
  return [
    { title: pageTitle(`${page} · Administration`) },
    { name: "description", content: `Administration de la boutique : ${page.toLowerCase()}.` },
    { name: "robots", content: "noindex, nofollow" },
  ];
}

/** Route handle that tells the root layout to show the admin's frame, not the shop's. */
export const ADMIN_HANDLE = { adminShell: true } as const;

export function isAdminHandle(handle: unknown): boolean {
  return typeof handle === "object" && handle !== null && "adminShell" in handle;
}
