import { getFormProps, getInputProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Form, Link, useNavigation } from "@remix-run/react";
import { REVIEWS_POLICY_PATH } from "~/lib/reviews/paths";
import { REVIEW_TEXT, reviewSchema } from "~/lib/reviews/review-schema";
import { Field, FieldError } from "../ui/field";

const RATINGS = [5, 4, 3, 2, 1] as const;

/**
 * The buyer's review of one order line: a real form posted to its own page (without JavaScript a
 * refusal comes back with the errors beside the fields and what was typed kept).
 */
export function ReviewForm({ lastResult }: { lastResult?: SubmissionResult<string[]> }) {
  const busy = useNavigation().state === "submitting";
  const [form, fields] = useForm({
    id: "review",
    lastResult,
    constraint: getZodConstraint(reviewSchema),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: reviewSchema }),
  });
  return (
    <Form method="post" {...getFormProps(form)} className="mt-8 grid gap-4 bg-white p-6 ring-1 ring-ink/5">
      <fieldset aria-describedby={fields.rating.errorId}>
        <legend className="text-sm font-medium">Votre note</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {RATINGS.map((n) => (
            <label
              key={n}
              className="flex cursor-pointer items-center gap-2 border border-ink/20 px-3 py-2 text-sm has-[:checked]:border-ink has-[:checked]:bg-ink/5 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-gold-dark"
            >
              <input
                {...getInputProps(fields.rating, { type: "radio", value: String(n) })}
                id={`${fields.rating.id}-${n}`}
                key={`${fields.rating.key}-${n}`}
                className="accent-ink"
              />
              <span aria-hidden="true" className="text-gold-dark">{"★".repeat(n)}</span>
              <span>{`${n} étoile${n > 1 ? "s" : ""}`}</span>
            </label>
          ))}
        </div>
        <FieldError id={fields.rating.errorId} errors={fields.rating.errors} />
      </fieldset>
      <Field
        id={fields.body.id}
        label="Votre avis"
        errors={fields.body.errors}
        errorId={fields.body.errorId}
        hint={`De ${REVIEW_TEXT.min} à ${REVIEW_TEXT.max} caractères, en texte simple.`}
      >
        <textarea {...getTextareaProps(fields.body)} key={fields.body.key} rows={6} className="input" />
      </Field>
      <Field
        id={fields.display_name.id}
        label="Signature publiée"
        errors={fields.display_name.errors}
        errorId={fields.display_name.errorId}
        hint="Votre prénom et l'initiale de votre nom, par exemple « Claire M. »"
      >
        <input {...getInputProps(fields.display_name, { type: "text" })} key={fields.display_name.key} autoComplete="off" className="input" />
      </Field>
      {form.errors?.length ? (
        <p role="alert" className="text-sm text-red-800">
          {form.errors[0]}
        </p>
      ) : null}
      <p className="text-sm text-ink/80">
        Votre avis est relu avant publication, selon{" "}
        <Link to={REVIEWS_POLICY_PATH} className="underline underline-offset-2 hover:text-gold-dark">
          nos règles de publication
        </Link>
        . Il ne pourra plus être modifié.
      </p>
      <div>
        <button type="submit" className="btn-dark" disabled={busy}>
          Publier mon avis
        </button>
      </div>
    </Form>
  );
}
