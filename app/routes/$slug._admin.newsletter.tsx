import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { NewsletterScreen } from "~/components/admin/newsletter-screen";
import { adminMeta } from "~/lib/admin/meta";
import { ADMIN_HEADERS, adminHeaders, adminHref, requireAdmin } from "~/lib/auth/guard.server";
import { readSubscriberQuery, subscribersPage } from "~/lib/newsletter/subscriptions.server";
import { readForm } from "~/lib/platform/request-body.server";
import { redirectWithToast } from "~/lib/platform/toast.server";
import { reminderDelaySchema } from "~/lib/reminders/forms";
import { reminderDelayMinutes, saveReminderDelay } from "~/lib/reminders/reminders.server";

export const meta: MetaFunction = () => adminMeta("Lettre d'information et rappels");
export const headers = adminHeaders;
export { AdminErrorBoundary as ErrorBoundary } from "~/components/admin/admin-error";

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request, params);
  const query = readSubscriberQuery(new URL(request.url).searchParams);
  const { subscribers, ...page } = await subscribersPage(query);
  return data(
    { subscribers: subscribers.map((s) => ({ ...s, confirmedAt: s.confirmedAt.toISOString() })), page, q: query.q ?? "", delayMinutes: await reminderDelayMinutes() },
    { headers: ADMIN_HEADERS },
  );
}

/** The reminder's delay; a refused value comes back beside its field, as typed. */
export async function action({ request, params }: ActionFunctionArgs) {
  await requireAdmin(request, params);
  const submission = parseWithZod(await readForm(request), { schema: reminderDelaySchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400, headers: ADMIN_HEADERS });
  await saveReminderDelay(submission.value.delayMinutes);
  return redirectWithToast(request, adminHref("/newsletter"), { title: "Délai enregistré", type: "success" });
}

export default function NewsletterRoute() {
  const { subscribers, page, q, delayMinutes } = useLoaderData<typeof loader>();
  return <NewsletterScreen subscribers={subscribers} page={page} q={q} delayMinutes={delayMinutes} lastResult={useActionData<typeof action>()} />;
}
