import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { readAdminForm } from "~/lib/admin/forms.server";
import { ADMIN_HEADERS, adminHeaders, requireAdmin } from "~/lib/auth/guard.server";
import { TOO_LARGE } from "~/lib/catalog/uploads.server";

export const headers = adminHeaders;

/** Nothing to show: the image field posts its file here as soon as it is picked (JavaScript on). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request, params);
  throw new Response("Introuvable", { status: 404, headers: ADMIN_HEADERS });
}

/** Answers the stored image's URL, or why it was refused; the session is checked before any byte is read. */
export async function action({ request, params }: ActionFunctionArgs) {
  await requireAdmin(request, params);
  let upload;
  try {
    ({ upload } = await readAdminForm(request));
  } catch (thrown) {
    if (thrown instanceof Response && thrown.status === 413) {
      return data({ url: null, error: TOO_LARGE }, { status: 413, headers: ADMIN_HEADERS });
    }
    throw thrown;
  }
  if (upload.url) return data({ url: upload.url, error: null }, { headers: ADMIN_HEADERS });
  return data(
    { url: null, error: upload.error ?? "Impossible d'uploader l'image" },
    { status: upload.error === TOO_LARGE ? 413 : 400, headers: ADMIN_HEADERS },
  );
}
