import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form } from "@remix-run/react";
import { formatParisDate, formatParisDateTime } from "~/lib/format/paris-time";
import type { ModeratedReview } from "~/lib/reviews/moderation.server";
import { REFUSAL_REASONS, REVIEW_PERIODS, type RefusalReason } from "~/lib/reviews/moderation-rules";
import { REVIEWS_POLICY_PATH } from "~/lib/reviews/paths";
import { moderationSchema, reviewSettingsSchema } from "~/lib/reviews/review-schema";
import type { ReviewStatus } from "~/lib/platform/schema.server";
import { Stars } from "../reviews/stars";
import { Field } from "../ui/field";
import { DAY_MS } from "~/lib/format/paris-time";

export type ReviewsAnswer = { intent: string | null; id: number | null; result: SubmissionResult<string[]> | null } | undefined;


const STATUS_TITLES: Record<ReviewStatus, string> = { pending: "À modérer", published: "Publiés", refused: "Refusés ou retirés" };

function SettingsForm({ days, lastResult }: { days: number; lastResult?: SubmissionResult<string[]> }) {
  const [form, fields] = useForm({
    id: "review-settings",
    lastResult,
    defaultValue: { invitation_days: String(days) },
    shouldValidate: "onBlur",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: reviewSettingsSchema }),
  });
  return (
    <Form method="post" {...getFormProps(form)} className="flex max-w-2xl flex-wrap items-end gap-4 bg-white p-6 ring-1 ring-ink/5">
      <Field
        id={fields.invitation_days.id}
        label="Invitation à donner un avis, en jours après la livraison"
        errors={fields.invitation_days.errors}
        errorId={fields.invitation_days.errorId}
        hint="Un seul email par commande livrée, de 1 à 60 jours après la livraison."
      >
        <input {...getInputProps(fields.invitation_days, { type: "number" })} key={fields.invitation_days.key} min={1} max={60} step={1} className="input w-32" />
      </Field>
      <button type="submit" name="intent" value="settings" className="btn-dark mb-6">
        Enregistrer
      </button>
    </Form>
  );
}

function RefuseForm({ review, lastResult }: { review: ModeratedReview; lastResult?: SubmissionResult<string[]> }) {
  const [form, fields] = useForm({
    id: `refuse-${review.id}`,
    lastResult,
    shouldValidate: "onSubmit",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: moderationSchema }),
  });
  return (
    <Form method="post" {...getFormProps(form)} className="flex flex-wrap items-end gap-3">
      <input type="hidden" name="id" value={review.id} />
      <Field id={fields.reason.id} label={`Motif de refus de l'avis de ${review.author}`} errors={fields.reason.errors} errorId={fields.reason.errorId}>
        <select {...getSelectProps(fields.reason)} key={fields.reason.key} className="input max-w-md">
          <option value="">Choisir un motif des règles publiées</option>
          {(Object.entries(REFUSAL_REASONS) as [RefusalReason, string][]).map(([key, label]) => (
            <option key={key} value={key}>
              {label}
            </option>
          ))}
        </select>
      </Field>
      <button type="submit" name="intent" value="refuse" className="btn-outline mb-6 px-3 py-2 text-xs">
        {review.status === "published" ? "Retirer" : "Refuser"}
      </button>
    </Form>
  );
}

function ReplyForm({ review, lastResult }: { review: ModeratedReview; lastResult?: SubmissionResult<string[]> }) {
  const [form, fields] = useForm({
    id: `reply-${review.id}`,
    lastResult,
    defaultValue: { reply: review.reply ?? "" },
    shouldValidate: "onSubmit",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: moderationSchema }),
  });
  return (
    <Form method="post" {...getFormProps(form)} className="grid gap-2">
      <input type="hidden" name="id" value={review.id} />
      <Field id={fields.reply.id} label={`Réponse publique à ${review.author}`} errors={fields.reply.errors} errorId={fields.reply.errorId}>
        <textarea {...getTextareaProps(fields.reply)} key={fields.reply.key} rows={3} className="input" />
      </Field>
      <div>
        <button type="submit" name="intent" value="reply" className="btn-outline px-3 py-2 text-xs">
          {review.reply ? "Modifier la réponse" : "Répondre publiquement"}
        </button>
      </div>
    </Form>
  );
}

function ReviewCard({ review, resultOf }: { review: ModeratedReview; resultOf: (intent: string, id: number) => SubmissionResult<string[]> | undefined }) {
  const deadline = new Date(new Date(review.createdAt).getTime() + REVIEW_PERIODS.moderationDays * DAY_MS);
  return (
    <li className="bg-white p-5 ring-1 ring-ink/5" data-testid={`review-${review.id}`}>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
        <Stars rating={review.rating} />
        <span className="font-medium">{review.author}</span>
        <span className="text-sm">{review.productName ?? "Parfum retiré du catalogue"}</span>
        <span className="text-xs text-ink/75">Commande {review.orderReference}</span>
      </div>
      <p className="mt-1 text-xs text-ink/75">
        Déposé le {formatParisDateTime(review.createdAt)} · acheté le {formatParisDate(review.purchasedAt)}
        {review.publishedAt ? ` · publié le ${formatParisDate(review.publishedAt)}` : ""}
      </p>
      {/* The buyer's words as written: shown, never editable (decision 110). */}
      <p className="mt-3 whitespace-pre-line leading-relaxed">{review.body}</p>
      {review.status === "pending" ? (
        <p className="mt-2 text-sm font-medium">À publier ou refuser avant le {formatParisDate(deadline)} (délai annoncé de {REVIEW_PERIODS.moderationDays} jours).</p>
      ) : null}
      {review.status === "refused" && review.refusalReason ? (
        <p className="mt-2 text-sm">Motif : {REFUSAL_REASONS[review.refusalReason as RefusalReason] ?? review.refusalReason}</p>
      ) : null}
      <div className="mt-4 grid gap-4">
        {review.status === "pending" ? (
          <Form method="post">
            <input type="hidden" name="id" value={review.id} />
            <button type="submit" name="intent" value="publish" className="btn-dark px-4 py-2 text-xs">
              Publier l'avis de {review.author}
            </button>
          </Form>
        ) : null}
        {review.status === "published" ? <ReplyForm review={review} lastResult={resultOf("reply", review.id)} /> : null}
        {review.status !== "refused" ? <RefuseForm review={review} lastResult={resultOf("refuse", review.id)} /> : null}
      </div>
    </li>
  );
}

/** /{ADMIN_PATH}/avis: the invitation delay, then the reviews to moderate, published and refused. */
export function ReviewsScreen({ days, reviews, answer }: { days: number; reviews: Record<ReviewStatus, ModeratedReview[]>; answer: ReviewsAnswer }) {
  const resultOf = (intent: string, id: number | null = null) =>
    answer?.intent === intent && answer.id === id ? (answer.result ?? undefined) : undefined;
  return (
    <div className="space-y-8">
      <div>
        <h2 className="text-3xl">Avis clients</h2>
        <p className="mt-2 max-w-3xl text-sm text-ink/80">
          Seuls les acheteurs d'un parfum peuvent donner un avis. Vous publiez ou refusez chaque avis tel qu'il est écrit,
          pour un motif des{" "}
          <a href={REVIEWS_POLICY_PATH} className="underline underline-offset-2">
            règles publiées
          </a>{" "}
          (l'auteur reçoit le motif par email), et vous pouvez y répondre publiquement. Le texte et la note d'un client ne se modifient pas.
        </p>
      </div>
      <SettingsForm days={days} lastResult={resultOf("settings")} />
      {(Object.keys(STATUS_TITLES) as ReviewStatus[]).map((status) => (
        <section key={status} aria-labelledby={`reviews-${status}`}>
          <h3 id={`reviews-${status}`} className="font-display text-2xl">
            {STATUS_TITLES[status]} ({reviews[status].length})
          </h3>
          {reviews[status].length ? (
            <ul className="mt-4 grid gap-4">
              {reviews[status].map((review) => (
                <ReviewCard key={`${review.id}-${review.status}-${review.reply ?? ""}`} review={review} resultOf={resultOf} />
              ))}
            </ul>
          ) : (
            <p className="mt-2 text-sm">Aucun avis.</p>
          )}
        </section>
      ))}
    </div>
  );
}
