import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { ClientsScreen } from "~/components/admin/clients-screen";
import { ADMIN_HEADERS, adminHeaders, adminHref, requireAdmin } from "~/lib/auth/guard.server";
import { adminMeta } from "~/lib/admin/meta";
import { readForm } from "~/lib/platform/request-body.server";
import { redirectWithToast } from "~/lib/platform/toast.server";
import { customerErasureSchema, customerSearchSchema } from "~/lib/privacy/customer-forms";
import { customerFile } from "~/lib/use-cases/customer-file.server";
import { recentPrivacyRequests } from "~/lib/privacy/privacy-requests.server";
import { eraseCustomer } from "~/lib/use-cases/erase-customer.server";

export const meta: MetaFunction = () => adminMeta("Clients");
export const headers = adminHeaders;
export { AdminErrorBoundary as ErrorBoundary } from "~/components/admin/admin-error";

/** /{ADMIN_PATH}/clients?email=…: what the shop holds about one customer. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request, params);
  const query = new URL(request.url).searchParams;
  const searched = query.has("email");
  // Only the field the form has: conform would read any other name the URL carries.
  const submission = searched ? parseWithZod(new URLSearchParams({ email: query.get("email") ?? "" }), { schema: customerSearchSchema }) : null;
  const file = submission?.status === "success" ? await customerFile(submission.value.email) : null;
  return data(
    {
      email: query.get("email") ?? "",
      searched,
      searchResult: submission && submission.status !== "success" ? submission.reply() : null,
      file,
      requests: await recentPrivacyRequests(),
    },
    { headers: ADMIN_HEADERS },
  );
}

export async function action({ request, params }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, params);
  const submission = parseWithZod(await readForm(request), { schema: customerErasureSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const result = await eraseCustomer(submission.value.email, admin.email);
  if (!result.ok) {
    const reason = "nothing" in result ? "Plus aucune donnée à effacer pour cette adresse." : result.reason;
    return data({ result: submission.reply({ formErrors: [reason] }) }, { status: 409 });
  }
  return redirectWithToast(request, adminHref("/clients"), {
    title: "Données effacées",
    description: `${result.orders} commande${result.orders > 1 ? "s" : ""} et ${result.emails} email${result.emails > 1 ? "s" : ""} anonymisés ; ${result.documentsKept} document${result.documentsKept > 1 ? "s" : ""} comptable${result.documentsKept > 1 ? "s" : ""} conservé${result.documentsKept > 1 ? "s" : ""}.`,
    type: "success",
  });
}

export default function ClientsRoute() {
  const { email, searched, searchResult, file, requests } = useLoaderData<typeof loader>();
  const erasure = useActionData<typeof action>();
  return <ClientsScreen email={email} searched={searched} searchResult={searchResult} erasureResult={erasure?.result} file={file} requests={requests} />;
}
