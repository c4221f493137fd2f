import { useParams } from "@remix-run/react";

/** Builds links inside the admin from the URL it is served at ("/{ADMIN_PATH}/parfums"…). */
export function useAdminHref() {
  const { slug } = useParams();
  return (sub = "") => `/${slug}${sub}`;
}
