import type { HeadersFunction } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { getConfig } from "../platform/config.server";
import { getSignedInAdmin, type SignedInAdmin } from "./session.server";

// Admin pages are private: never indexed, never kept by a shared cache.
export const ADMIN_HEADERS = { "X-Robots-Tag": "noindex, nofollow", "Cache-Control": "private, no-store" };

/** Every admin route exports this, so its headers reach the document whatever answered. */
export const adminHeaders: HeadersFunction = ({ loaderHeaders, actionHeaders, errorHeaders }) => {
  const merged = new Headers(loaderHeaders);
  actionHeaders.forEach((value, name) => merged.set(name, value));
  errorHeaders?.forEach((value, name) => merged.set(name, value));
  for (const [name, value] of Object.entries(ADMIN_HEADERS)) merged.set(name, value);
  return merged;
};

/** /{ADMIN_PATH}/{sub}: where the admin's screens live. */
export function adminHref(sub = "") {
  return `/${getConfig().adminPath}${sub}`;
}

export const SIGN_IN = "/connexion";
export { HOME } from "./admin-home";

/**
 * A wrong admin path answers exactly as an unknown collection does (the 404 of $slug), so the
 * admin's existence is never revealed.
 */
export function requireAdminPath(params: { slug?: string }) {
  if (params.slug !== getConfig().adminPath) {
    throw new Response("Collection non trouvée", { status: 404, statusText: "Not Found", headers: ADMIN_HEADERS });
  }
}

/**
 * The one guard of every admin loader and action (Remix runs loaders in parallel, so a parent's
 * check protects nothing): a wrong path is a 404, no live session goes to the sign-in. Called
 * before any body is read.
 */
export async function requireAdmin(request: Request, params: { slug?: string }): Promise<SignedInAdmin> {
  requireAdminPath(params);
  const admin = await getSignedInAdmin(request);
  if (!admin) throw redirect(adminHref(SIGN_IN), { headers: ADMIN_HEADERS });
  return admin;
}
