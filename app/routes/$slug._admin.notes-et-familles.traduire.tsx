import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { OlfactoryTermDialog } from "~/components/admin/olfactory-terms-screen";
import { adminMeta } from "~/lib/admin/meta";
import { termForOwner } from "~/lib/admin/olfactory-terms.server";
import { ADMIN_HEADERS, adminHeaders, adminHref, requireAdmin } from "~/lib/auth/guard.server";
import { olfactoryTermSchema } from "~/lib/catalog/olfactory-term-schema";
import { saveOlfactoryTerm } from "~/lib/catalog/olfactory-terms.server";
import { readForm } from "~/lib/platform/request-body.server";
import { redirectWithToast } from "~/lib/platform/toast.server";

export const meta: MetaFunction = () => adminMeta("Traduire une note ou une famille");
export const headers = adminHeaders;
export { AdminErrorBoundary as ErrorBoundary } from "~/components/admin/admin-error";

const MISSING = "Cette note n'est plus portée par aucun parfum.";

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request, params);
  const query = new URL(request.url).searchParams;
  const term = await termForOwner(query.get("type"), query.get("fr"));
  if (!term) throw new Response(MISSING, { status: 404, statusText: "Introuvable" });
  return data({ term }, { headers: ADMIN_HEADERS });
}

/** Saves the English name; refused, it comes back beside its field as typed (status 400). */
export async function action({ request, params }: ActionFunctionArgs) {
  await requireAdmin(request, params);
  const submission = parseWithZod(await readForm(request), { schema: olfactoryTermSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400, headers: ADMIN_HEADERS });
  const list = adminHref("/notes-et-familles");
  const term = await termForOwner(submission.value.kind, submission.value.fr);
  if (!term) return redirectWithToast(request, list, { title: "Introuvable", description: MISSING, type: "error" });
  await saveOlfactoryTerm({ ...submission.value, fr: term.fr });
  return redirectWithToast(request, list, { title: "Nom anglais enregistré", description: term.label, type: "success" });
}

export default function TranslateOlfactoryTerm() {
  const { term } = useLoaderData<typeof loader>();
  return <OlfactoryTermDialog term={term} />;
}
