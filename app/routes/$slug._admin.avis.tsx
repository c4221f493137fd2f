import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { ReviewsScreen } from "~/components/admin/reviews-screen";
import { adminMeta } from "~/lib/admin/meta";
import { ADMIN_HEADERS, adminHeaders, adminHref, requireAdmin } from "~/lib/auth/guard.server";
import { readForm } from "~/lib/platform/request-body.server";
import { redirectWithToast } from "~/lib/platform/toast.server";
import { invitationDays, publishReview, refuseReview, replyToReview, reviewsToModerate, saveInvitationDays } from "~/lib/reviews/moderation.server";
import { moderationSchema, reviewSettingsSchema } from "~/lib/reviews/review-schema";

export const meta: MetaFunction = () => adminMeta("Avis clients");
export const headers = adminHeaders;
export { AdminErrorBoundary as ErrorBoundary } from "~/components/admin/admin-error";

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request, params);
  const [days, reviews] = await Promise.all([invitationDays(), reviewsToModerate()]);
  return data({ days, reviews }, { headers: ADMIN_HEADERS });
}

const DONE = { publish: "Avis publié", refuse: "Avis refusé, motif envoyé à son auteur", reply: "Réponse publiée" } as const;

/**
 * Publish, refuse (or withdraw) with a published reason, reply, or the invitation delay. No action
 * takes a rating or a text of the buyer's: whatever else a form carries is ignored.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  await requireAdmin(request, params);
  const form = await readForm(request);
  const back = adminHref("/avis");
  const intent = String(form.get("intent") ?? "");
  const id = Number(form.get("id")) || null;
  if (intent === "settings") {
    const submission = parseWithZod(form, { schema: reviewSettingsSchema });
    if (submission.status !== "success") return data({ intent, id: null, result: submission.reply() }, { status: 400, headers: ADMIN_HEADERS });
    const invited = await saveInvitationDays(submission.value.invitation_days);
    return redirectWithToast(request, back, {
      title: "Délai d'invitation enregistré",
      ...(invited ? { description: `${invited} commande${invited > 1 ? "s" : ""} livrée${invited > 1 ? "s" : ""} depuis ce délai : invitation envoyée.` } : {}),
      type: "success",
    });
  }
  const submission = parseWithZod(form, { schema: moderationSchema });
  if (submission.status !== "success") return data({ intent, id, result: submission.reply() }, { status: 400, headers: ADMIN_HEADERS });
  const move = submission.value;
  const outcome =
    move.intent === "publish"
      ? await publishReview(move.id)
      : move.intent === "refuse"
        ? await refuseReview(move.id, move.reason)
        : await replyToReview(move.id, move.reply);
  if (outcome === "stale") {
    return redirectWithToast(request, back, {
      title: "Avis déjà traité",
      description: "Cet avis a changé entre-temps (publié, refusé ou supprimé) : voici son état actuel.",
      type: "error",
    });
  }
  return redirectWithToast(request, back, { title: DONE[move.intent], type: "success" });
}

export default function ReviewsRoute() {
  const { days, reviews } = useLoaderData<typeof loader>();
  return <ReviewsScreen days={days} reviews={reviews} answer={useActionData<typeof action>()} />;
}
