import { getFormProps, getInputProps, useForm, type FieldMetadata, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Form } from "@remix-run/react";
import type { ReactNode } from "react";
import { CheckboxField, Field, FieldError } from "~/components/ui/field";
import { demoPaymentSchema } from "~/lib/checkout/demo-schema";
import { localeLink } from "~/lib/i18n/lang";
import { useLang, useText } from "~/lib/i18n/use-text";
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
  const t = useText();
  const lang = useLang();
  const schema = demoPaymentSchema(country, t);
  const terms = localeLink(lang, "/cgv");
  const [form, fields] = useForm({
    lastResult,
    constraint: getZodConstraint(schema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  return (
    <Form method="post" {...getFormProps(form)} className="mt-6 grid gap-4 sm:grid-cols-2">
      <CustomerField label={t("oEmail")} field={fields.email} type="email" autoComplete="email" className="sm:col-span-2" />
      <CustomerField label={t("oName")} field={fields.name} autoComplete="name" className="sm:col-span-2" />
      <CustomerField label={t("oAddress")} field={fields.address} autoComplete="address-line1" className="sm:col-span-2" />
      <CustomerField label={t("oPostalCode")} field={fields.postalCode} autoComplete="postal-code" />
      <CustomerField label={t("oCity")} field={fields.city} autoComplete="address-level2" />
      <fieldset className="grid gap-4 border border-ink/10 p-4 sm:col-span-2 sm:grid-cols-2">
        <legend className="px-1 text-sm font-medium">{t("oCompany")}</legend>
        <p className="text-xs sm:col-span-2">{t("oCompanyHint")}</p>
        <CustomerField label={t("oCompanyName")} field={fields.companyName} autoComplete="organization" className="sm:col-span-2" />
        <CustomerField label={t("oSiren")} field={fields.siren} autoComplete="off" />
        <CustomerField label={t("oVatNumber")} field={fields.vatNumber} autoComplete="off" />
      </fieldset>
      <div className="sm:col-span-2">
        <CheckboxField id={fields.terms.id} label={t("oTermsLabel")}>
          <input {...getInputProps(fields.terms, { type: "checkbox" })} className="h-4 w-4 shrink-0 accent-gold-dark" />
        </CheckboxField>
        <p className="mt-1 pl-7 text-xs">
          <a href={terms.to} hrefLang={terms.hrefLang} target="_blank" rel="noopener" className="underline underline-offset-2 hover:text-gold-dark">
            {t("oReadTerms")}
          </a>
        </p>
        <FieldError id={fields.terms.errorId} errors={fields.terms.errors} />
      </div>
      {children}
    </Form>
  );
}
