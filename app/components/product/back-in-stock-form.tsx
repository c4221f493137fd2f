import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { useFetcher } from "@remix-run/react";
import type { ShopFormat } from "~/lib/catalog/catalog.server";
import { formatName } from "~/lib/catalog/formats";
import { CONSENT_SENTENCE, stockAlertSchema } from "~/lib/stock-alerts/alert-schema";
import { ConsentField, Field, FieldError } from "../ui/field";
import { useResetOnAccept } from "../ui/use-reset-on-accept";

/**
 * « Me prévenir du retour » under the formats out of stock: a real form posted to the product
 * page (without JavaScript the page comes back with the errors, or redirects with a toast), a
 * fetcher with it. Several formats out of stock: the shopper picks the one awaited.
 */
export function BackInStockForm({
  productId,
  awaitable,
  selectedId,
  lastResult,
}: {
  productId: number;
  awaitable: ShopFormat[];
  selectedId: number | undefined;
  lastResult?: SubmissionResult<string[]>;
}) {
  const fetcher = useFetcher<SubmissionResult<string[]>>({ key: `stock-alert-${productId}` });
  const busy = fetcher.state !== "idle";
  const preferred = awaitable.find((f) => f.id === selectedId) ?? awaitable[0];
  const [form, fields] = useForm({
    id: `stock-alert-${productId}`,
    lastResult: fetcher.data ?? lastResult,
    constraint: getZodConstraint(stockAlertSchema),
    defaultValue: { formatId: String(preferred.id) },
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: stockAlertSchema }),
  });
  useResetOnAccept(fetcher, form);
  const single = awaitable.length === 1;
  return (
    <section aria-labelledby="stock-alert-title" className="border border-ink/10 bg-white p-5">
      <h2 id="stock-alert-title" className="text-xl">Me prévenir du retour</h2>
      <p className="mt-1 text-sm text-ink/80">
        {single
          ? `Le format ${formatName(preferred)} est en rupture de stock. Laissez votre email : nous vous écrirons une fois, à son retour.`
          : "Choisissez le format attendu et laissez votre email : nous vous écrirons une fois, à son retour."}
      </p>
      <fetcher.Form method="post" preventScrollReset {...getFormProps(form)} className="mt-4 grid gap-2">
        {single ? (
          <input type="hidden" name={fields.formatId.name} value={preferred.id} />
        ) : (
          <fieldset aria-describedby={fields.formatId.errorId}>
            <legend className="text-sm font-medium">Format attendu</legend>
            <div className="mt-2 flex flex-wrap gap-2">
              {awaitable.map((f) => (
                <label
                  key={f.id}
                  className="flex cursor-pointer items-center gap-2 border border-ink/20 px-3 py-2 text-sm has-[:checked]:border-ink has-[:checked]:bg-ink/5 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-gold-dark"
                >
                  <input
                    {...getInputProps(fields.formatId, { type: "radio", value: String(f.id) })}
                    id={`${fields.formatId.id}-${f.id}`}
                    key={`${fields.formatId.key}-${f.id}`}
                    className="accent-ink"
                  />
                  {formatName(f)}
                </label>
              ))}
            </div>
            <FieldError id={fields.formatId.errorId} errors={fields.formatId.errors} />
          </fieldset>
        )}
        <Field id={fields.email.id} label="Votre email" errors={fields.email.errors} errorId={fields.email.errorId}>
          <input {...getInputProps(fields.email, { type: "email" })} key={fields.email.key} autoComplete="email" className="input" />
        </Field>
        <ConsentField id={fields.consent.id} errorId={fields.consent.errorId} errors={fields.consent.errors} sentence={CONSENT_SENTENCE}>
          <input {...getInputProps(fields.consent, { type: "checkbox" })} key={fields.consent.key} className="mt-1 accent-ink" />
        </ConsentField>
        <p id={form.errorId} role="alert" className="text-sm text-red-800 empty:hidden">{form.errors?.[0] ?? ""}</p>
        <button type="submit" className="btn-outline w-full sm:w-auto" disabled={busy}>
          {busy ? "Envoi en cours..." : "Me prévenir du retour"}
        </button>
      </fetcher.Form>
    </section>
  );
}
