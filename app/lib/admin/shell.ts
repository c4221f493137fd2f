/**
 * Route handle that tells the root layout to show the admin's frame, not the shop's. A module of
 * its own: the root reads it on every page, without the admin's titles (meta.ts) in its first load.
 */
export const ADMIN_HANDLE = { adminShell: true } as const;

export function isAdminHandle(handle: unknown): boolean {
  return typeof handle === "object" && handle !== null && "adminShell" in handle;
}
