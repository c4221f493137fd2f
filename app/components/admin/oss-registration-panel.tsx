import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form } from "@remix-run/react";
import { ossRegistrationSchema, type OssRegistrationInput } from "~/lib/legal/distance-sales";
import { formatLongDay } from "~/lib/format/paris-time";
import { Field } from "../ui/field";

/**
 * « Régime TVA des ventes dans l'UE » (decision 157): the day the seller's OSS registration applies
 * from, or nothing while it is not registered (French VAT on EU sales until the threshold).
 */
export function OssRegistrationPanel({ registeredOn, lastResult }: { registeredOn: string | null; lastResult?: SubmissionResult<string[]> }) {
  const [form, fields] = useForm<{ oss_registered_on: string }, OssRegistrationInput>({
    id: "oss-registration",
    lastResult,
    defaultValue: { oss_registered_on: registeredOn ?? "" },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ossRegistrationSchema }),
  });
  return (
    <section aria-labelledby="oss-title" className="border border-ink/10 bg-white p-5">
      <h3 id="oss-title" className="font-display text-xl">Régime TVA des ventes dans l'UE</h3>
      <p className="mt-2 max-w-2xl text-sm text-ink/80">
        <strong className="font-medium">
          {registeredOn ? `Inscrit au guichet unique OSS depuis le ${formatLongDay(registeredOn)}` : "Non inscrit (TVA française jusqu'au seuil)"}
        </strong>
        . Inscrit, chaque vente livrée dans un autre pays de l'Union payée à partir de ce jour porte la TVA de ce pays, quel
        que soit le seuil de 10 000 € HT. Laissez la date vide tant que vous n'êtes pas inscrit.
      </p>
      <Form method="post" {...getFormProps(form)} className="mt-4 flex flex-wrap items-end gap-4">
        <input type="hidden" name="intent" value="oss-registration" />
        <Field
          id={fields.oss_registered_on.id}
          label="Inscrit au guichet unique OSS depuis le"
          errors={fields.oss_registered_on.errors}
          errorId={fields.oss_registered_on.errorId}
          hint="Date d'effet de l'inscription (heure de Paris)"
        >
          <input {...getInputProps(fields.oss_registered_on, { type: "date" })} key={fields.oss_registered_on.key} className="input" />
        </Field>
        <button type="submit" className="btn-dark mb-6">
          Enregistrer le régime TVA
        </button>
      </Form>
    </section>
  );
}
