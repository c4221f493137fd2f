import { getFormProps, getInputProps, useForm, type FieldMetadata, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Form } from "@remix-run/react";
import type { ReactNode } from "react";
import { CheckboxField, Field, FieldError } from "~/components/ui/field";
import { BUSINESS_HINT, demoPaymentSchema } from "~/lib/checkout/demo-schema";
import { TERMS_LABEL } from "~/lib/legal/terms";
import type { CountryCode } from "~/lib/shipping/countries";

function CustomerField({
  label,
  field,
  type = "text",
  autoComplete,
  className = "",
}: {
  label: string;
  field: FieldMetadata<string>;
  type?: "text" | "email";
  autoComplete: string;
  className?: string;
}) {
  return (
    <Field id={field.id} label={label} errors={field.errors} errorId={field.errorId} className={className}>
      <input {...getInputProps(field, { type })} autoComplete={autoComplete} className="input" />
    </Field>
  );
}

/**
 * The buyer's address, optional company and acceptance of the CGV, with the submit button
 * (`children`): the demo payment page and the confirmation of an order a gift card pays in full
 * collect exactly the same details under the same rules, as Stripe's page would.
 */
export function CustomerDetailsForm({
  lastResult,
  country,
  children,
}: {
  lastResult: SubmissionResult<string[]> | undefined;
  /** The order's delivery country: its postal-code rule applies. */
  country: CountryCode;
  children: ReactNode;
}) {
  const schema = demoPaymentSchema(country);
  const [form, fields] = useForm({
    lastResult,
    constraint: getZodConstraint(schema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  return (
    <Form method="post" {...getFormProps(form)} className="mt-6 grid gap-4 sm:grid-cols-2">
      <CustomerField label="Email" field={fields.email} type="email" autoComplete="email" className="sm:col-span-2" />
      <CustomerField label="Nom complet" field={fields.name} autoComplete="name" className="sm:col-span-2" />
      <CustomerField label="Adresse" field={fields.address} autoComplete="address-line1" className="sm:col-span-2" />
      <CustomerField label="Code postal" field={fields.postalCode} autoComplete="postal-code" />
      <CustomerField label="Ville" field={fields.city} autoComplete="address-level2" />
      <fieldset className="grid gap-4 border border-ink/10 p-4 sm:col-span-2 sm:grid-cols-2">
        <legend className="px-1 text-sm font-medium">Facture au nom d'une société (facultatif)</legend>
        <p className="text-xs sm:col-span-2">{BUSINESS_HINT}</p>
        <CustomerField label="Raison sociale" field={fields.companyName} autoComplete="organization" className="sm:col-span-2" />
        <CustomerField label="SIREN" field={fields.siren} autoComplete="off" />
        <CustomerField label="N° de TVA intracommunautaire" field={fields.vatNumber} autoComplete="off" />
      </fieldset>
      <div className="sm:col-span-2">
        <CheckboxField id={fields.terms.id} label={TERMS_LABEL}>
          <input {...getInputProps(fields.terms, { type: "checkbox" })} className="h-4 w-4 shrink-0 accent-gold-dark" />
        </CheckboxField>
        <p className="mt-1 pl-7 text-xs">
          <a href="/cgv" target="_blank" rel="noopener" className="underline underline-offset-2 hover:text-gold-dark">
            Lire les conditions générales de vente (nouvel onglet)
          </a>
        </p>
        <FieldError id={fields.terms.errorId} errors={fields.terms.errors} />
      </div>
      {children}
    </Form>
  );
}
