import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { useFetcher } from "@remix-run/react";
import { NEWSLETTER_CONSENT, NEWSLETTER_NOTICE } from "~/lib/newsletter/consent";
import type { NEWSLETTER_SOURCES } from "~/lib/newsletter/sources";
import { newsletterSchema } from "~/lib/newsletter/newsletter-schema";
import { ConsentField, FieldError } from "../ui/field";
import { useResetOnAccept } from "../ui/use-reset-on-accept";

/**
 * The newsletter sign-up of the payment success page and of /newsletter, posted to /newsletter:
 * without JavaScript a refusal comes back on that page with the errors beside the fields, a
 * success redirects with a toast; with it, a fetcher. The consent is an unticked box of its own
 * (decision 112); the footer has its own lighter form (footer-newsletter-form.tsx).
 */
export function NewsletterForm({
  source,
  lastResult,
}: {
  source: Exclude<(typeof NEWSLETTER_SOURCES)[number], "footer">;
  lastResult?: SubmissionResult<string[]>;
}) {
  const fetcher = useFetcher<SubmissionResult<string[]>>({ key: `newsletter-${source}` });
  const busy = fetcher.state !== "idle";
  const [form, fields] = useForm({
    id: `newsletter-${source}`,
    lastResult: fetcher.data ?? lastResult,
    constraint: getZodConstraint(newsletterSchema),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: newsletterSchema }),
  });
  useResetOnAccept(fetcher, form);
  return (
    <fetcher.Form method="post" action="/newsletter" preventScrollReset {...getFormProps(form)} className="grid gap-2">
      <input type="hidden" name="source" value={source} />
      <div>
        <label htmlFor={fields.email.id} className="block text-sm font-medium text-ink">
          Votre courriel
        </label>
        <input
          {...getInputProps(fields.email, { type: "email" })}
          key={fields.email.key}
          autoComplete="email"
          className="input mt-1"
        />
        <FieldError id={fields.email.errorId} errors={fields.email.errors} />
      </div>
      <ConsentField id={fields.consent.id} errorId={fields.consent.errorId} errors={fields.consent.errors} sentence={NEWSLETTER_CONSENT.text}>
        <input {...getInputProps(fields.consent, { type: "checkbox" })} key={fields.consent.key} className="mt-1 accent-ink" />
      </ConsentField>
      <p className="text-xs leading-relaxed opacity-90">{NEWSLETTER_NOTICE}</p>
      <p id={form.errorId} role="alert" className="text-sm text-red-800 empty:hidden">
        {form.errors?.[0] ?? ""}
      </p>
      <button type="submit" className="btn-outline w-full sm:w-auto" disabled={busy}>
        {busy ? "Envoi en cours..." : "M'inscrire"}
      </button>
    </fetcher.Form>
  );
}
