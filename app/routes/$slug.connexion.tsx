import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { useActionData } from "@remix-run/react";
import { LoginForm } from "~/components/admin/login-form";
import { ADMIN_HEADERS, adminHeaders, adminHref, HOME, requireAdminPath } from "~/lib/auth/guard.server";
import { getSignedInAdmin } from "~/lib/auth/session.server";
import { login } from "~/lib/auth/sign-in.server";
import { adminMeta, ADMIN_HANDLE } from "~/lib/admin/meta";
import { readForm } from "~/lib/platform/request-body.server";

export const meta: MetaFunction = () => adminMeta("Connexion");
export const headers = adminHeaders;
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
  return login(request, form);
}

export default function SignIn() {
  const result = useActionData<typeof action>();
  return <LoginForm error={result && "error" in result ? result : null} />;
}
