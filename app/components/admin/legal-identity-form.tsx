import { getFormProps, getInputProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form } from "@remix-run/react";
import {
  ACCESSIBILITY_REGIMES,
  IDENTITY_LABELS,
  identitySchema,
  REQUIRED_IDENTITY_FIELDS,
  type AccessibilityRegime,
  type Identity,
  type IdentityField,
} from "~/lib/legal/identity";
import { Field } from "../ui/field";

const GROUPS: { legend: string; fields: IdentityField[] }[] = [
  {
    legend: "L'entreprise",
    fields: ["company_name", "legal_form", "share_capital", "address", "registry_number", "registry_city", "siret", "vat_number"],
  },
  { legend: "Publication et contact", fields: ["publication_director", "contact_email", "contact_phone"] },
  { legend: "Hébergement du site", fields: ["host_name", "host_address"] },
  { legend: "Médiation de la consommation", fields: ["mediator_name", "mediator_url", "mediator_address"] },
  { legend: "Livraison et retours", fields: ["delivery_zones_text", "delivery_zones_text_en", "returns_address"] },
  { legend: "Paiement", fields: ["payment_means_text"] },
  { legend: "Personne responsable des parfums", fields: ["responsible_name", "responsible_email", "responsible_address"] },
];

const MULTILINE = new Set<IdentityField>([
  "address",
  "host_address",
  "mediator_address",
  "delivery_zones_text",
  "delivery_zones_text_en",
  "returns_address",
  "responsible_address",
]);

const HINTS: Partial<Record<IdentityField, string>> = {
  share_capital: "Par exemple « 10 000 € » ; vide pour une entreprise individuelle",
  registry_number: "Par exemple « 912 345 678 » (RCS) ou le numéro RM d'un artisan",
  siret: "14 chiffres",
  vat_number: "FR, deux chiffres de clé, puis le SIREN",
  mediator_url: "https://…",
  mediator_address: "Où le client peut écrire au médiateur, repris dans les CGV et les mentions légales",
  delivery_zones_text: "Repris dans les conditions générales de vente",
  delivery_zones_text_en: "Repris dans les conditions générales de vente en anglais ; vide : le texte français",
  returns_address: "Où renvoyer un colis en cas de rétractation",
  payment_means_text:
    "Ceux que le tableau de bord Stripe active, séparés par des virgules, carte bancaire et PayPal compris ; repris dans les CGV et l'aide. Vide : « carte bancaire ou PayPal »",
  responsible_name: "Fabricant ou personne responsable dans l’UE, affiché sur chaque fiche parfum ; vide : la raison sociale",
  responsible_email: "Vide : l’email de contact",
  responsible_address: "Vide : l’adresse du siège",
};

const EMAILS = new Set<IdentityField>(["contact_email", "responsible_email"]);

const REQUIRED = new Set<IdentityField>(REQUIRED_IDENTITY_FIELDS);

/** The seller's identity, one server-posted form; empty fields are allowed and listed as missing. */
export function LegalIdentityForm({
  identity,
  accessibilityRegime,
  lastResult,
}: {
  identity: Identity;
  accessibilityRegime: AccessibilityRegime;
  lastResult?: SubmissionResult<string[]>;
}) {
  const [form, fields] = useForm({
    id: "legal-identity",
    lastResult,
    defaultValue: { ...identity, accessibility_regime: accessibilityRegime },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: identitySchema }),
  });
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-8">
      {GROUPS.map((group) => (
        <fieldset key={group.legend} className="border border-ink/10 bg-white p-5">
          <legend className="px-2 font-display text-xl">{group.legend}</legend>
          <div className="grid gap-x-6 gap-y-2 sm:grid-cols-2">
            {group.fields.map((name) => {
              const field = fields[name];
              const label = `${IDENTITY_LABELS[name]}${REQUIRED.has(name) ? " *" : ""}`;
              return (
                <Field key={name} id={field.id} label={label} errors={field.errors} errorId={field.errorId} hint={HINTS[name]} className={MULTILINE.has(name) ? "sm:col-span-2" : ""}>
                  {MULTILINE.has(name) ? (
                    <textarea {...getTextareaProps(field)} key={field.key} rows={3} className="input" />
                  ) : (
                    <input {...getInputProps(field, { type: EMAILS.has(name) ? "email" : "text" })} key={field.key} className="input" />
                  )}
                </Field>
              );
            })}
          </div>
        </fieldset>
      ))}
      <fieldset className="border border-ink/10 bg-white p-5" aria-describedby={fields.accessibility_regime.errorId}>
        <legend className="px-2 font-display text-xl">Accessibilité du site</legend>
        <p className="text-sm text-ink/80">Choisit le texte de la page « Accessibilité » (acte européen sur l'accessibilité, en vigueur depuis le 28 juin 2025).</p>
        <div className="mt-3 space-y-2 text-sm">
          {(Object.keys(ACCESSIBILITY_REGIMES) as AccessibilityRegime[]).map((regime) => (
            <label key={regime} className="flex items-start gap-2">
              <input {...getInputProps(fields.accessibility_regime, { type: "radio", value: regime })} id={`${fields.accessibility_regime.id}-${regime}`} key={`${fields.accessibility_regime.key}-${regime}`} className="mt-1 accent-gold-dark" />
              {ACCESSIBILITY_REGIMES[regime]}
            </label>
          ))}
        </div>
        <p id={fields.accessibility_regime.errorId} className="text-sm text-red-800">{fields.accessibility_regime.errors?.[0] ?? ""}</p>
      </fieldset>
      <p className="text-sm text-ink/80">* Obligatoire pour les mentions légales et les conditions générales de vente.</p>
      <div className="flex justify-end">
        <button type="submit" className="btn-dark">
          Enregistrer
        </button>
      </div>
    </Form>
  );
}
