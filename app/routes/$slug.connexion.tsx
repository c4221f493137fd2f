import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { useActionData } from "@remix-run/react";
import { LoginForm } from "~/components/admin/login-form";
import { ADMIN_HEADERS, adminHeaders, adminHref, HOME, requireAdminPath } from "~/lib/auth/guard.server";
import { getSignedInAdmin } from "~/lib/auth/session.server";
import { signIn } from "~/lib/auth/sign-in.server";
import { adminMeta } from "~/lib/admin/meta";
import { ADMIN_HANDLE } from "~/lib/admin/shell";
import { pinShopOrigin } from "~/lib/legal/shop-settings.server";
import { readForm } from "~/lib/platform/request-body.server";
import { redirectWithToast } from "~/lib/platform/toast.server";
import { adminLinks } from "~/components/admin/admin-stylesheet";

export const meta: MetaFunction = () => adminMeta("Connexion");
export const headers = adminHeaders;
export const links = adminLinks;
export const handle = ADMIN_HANDLE;

export async function loader({ request, params }: LoaderFunctionArgs) {
  requireAdminPath(params);
  if (await getSignedInAdmin(request)) throw redirect(adminHref(HOME), { headers: ADMIN_HEADERS });
  return data(null, { headers: ADMIN_HEADERS });
}

export async function action({ request, params }: ActionFunctionArgs) {
  requireAdminPath(params);
  // The sign-in strategy reads the original body; this copy is read within the size limit.
  const form = await readForm(request.clone());
  const outcome = await signIn(request, form);
  if (!outcome.ok) {
    return data({ email: outcome.email, error: outcome.error }, { status: outcome.status, headers: ADMIN_HEADERS });
  }
  // Email links need the shop's address, and only the owner's own browser is trusted to give it.
  await pinShopOrigin(new URL(request.url).origin);
  const headers = new Headers(ADMIN_HEADERS);
  for (const cookie of outcome.setCookies) headers.append("Set-Cookie", cookie);
  return redirectWithToast(
    request,
    adminHref(HOME),
    { title: "Connexion réussie", description: "Redirection vers l'admin...", type: "success" },
    { headers },
  );
}

export default function SignIn() {
  const result = useActionData<typeof action>();
  return <LoginForm error={result && "error" in result ? result : null} />;
}
