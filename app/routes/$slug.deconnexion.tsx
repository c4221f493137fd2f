import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { adminHeaders, adminHref, requireAdmin, requireAdminPath, SIGN_IN } from "~/lib/auth/guard.server";
import { destroyAdminSession } from "~/lib/auth/session.server";
import { readForm } from "~/lib/platform/request-body.server";
import { redirectWithToast } from "~/lib/platform/toast.server";

export const headers = adminHeaders;

/** Sign-out is a form post ("Déconnexion"); a visit only goes back to the admin. */
export function loader({ params }: LoaderFunctionArgs) {
  requireAdminPath(params);
  return redirect(adminHref());
}

export async function action({ request, params }: ActionFunctionArgs) {
  await requireAdmin(request, params);
  await readForm(request);
  const cookie = await destroyAdminSession(request);
  return redirectWithToast(
    request,
    adminHref(SIGN_IN),
    { title: "Déconnexion", description: "Vous êtes déconnecté de l'administration.", type: "info" },
    { headers: { "Set-Cookie": cookie } },
  );
}
