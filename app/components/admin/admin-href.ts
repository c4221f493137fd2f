import { useLocation, useParams } from "@remix-run/react";
import { listQueryOf } from "~/lib/admin/perfume-list";

/** Builds links inside the admin from the URL it is served at ("/{ADMIN_PATH}/parfums"…). */
export function useAdminHref() {
  const { slug } = useParams();
  return (sub = "") => `/${slug}${sub}`;
}

/**
 * The perfume list a dialog opened over: its links carry the list's query (page, search, filter),
 * so closing the dialog returns to the same page (the server's side: perfumeListHref).
 */
export function usePerfumeListHref() {
  const href = useAdminHref();
  return `${href("/parfums")}${listQueryOf(useLocation().search)}`;
}
