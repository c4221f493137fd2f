import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form } from "@remix-run/react";
import {
  NUMBER_MAX,
  packagingFormId,
  packagingRegistrationSchema,
  type PackagingRegistration,
  type PackagingRegistrationForm,
  type PackagingRegistrationInput,
} from "~/lib/legal/packaging-registrations";
import { countriesByName, countryName, type CountryCode } from "~/lib/shipping/countries";
import { Field } from "../ui/field";

type Refused = { packagingForm: string; packagingResult: SubmissionResult<string[]> } | null;

const NUMBER_HINT = `Tel que le registre l'a attribué, ${NUMBER_MAX} caractères au plus ; pour la France, l'identifiant unique de l'ADEME (par exemple FR219498_01WCRR ; plusieurs : séparez-les par une virgule)`;
const NOTE_HINT = "Pour vous seul : mandataire (représentant autorisé) et son adresse, éco-organisme, date d'échéance…";

/**
 * The packaging EPR registration of each country the shop ships to (decision 165): one form per
 * country's row (its version travels with it, so a stale save is refused), one to add a country.
 */
export function PackagingRegistrationsPanel({
  registrations,
  servedWithoutRegistration,
  refused,
}: {
  registrations: PackagingRegistration[];
  servedWithoutRegistration: CountryCode[];
  refused: Refused;
}) {
  const lastResult = (id: string) => (refused?.packagingForm === id ? refused.packagingResult : undefined);
  const free = countriesByName().filter((c) => !registrations.some((r) => r.country === c.code));
  return (
    <section aria-labelledby="packaging-title" className="border border-ink/10 bg-white p-5">
      <h3 id="packaging-title" className="font-display text-xl">Emballages (REP) par pays</h3>
      <p className="mt-2 max-w-2xl text-sm text-ink/80">
        Le numéro d'enregistrement de la boutique auprès du registre des producteurs d'emballages de chaque pays où elle livre :
        en France, l'identifiant unique délivré par l'ADEME via votre éco-organisme (Citeo, Léko…) ; en Allemagne, le numéro
        LUCID (Zentrale Stelle Verpackungsregister). Les conditions générales de vente et les mentions légales affichent celui de
        la France, les mentions légales ceux des autres pays.
      </p>
      {servedWithoutRegistration.length > 0 ? (
        <p className="mt-3 text-sm font-medium text-red-800">
          Pays livrés sans enregistrement : {servedWithoutRegistration.map((c) => countryName(c)).join(", ")}.
        </p>
      ) : null}
      <div className="mt-4 space-y-4">
        {registrations.map((registration) => (
          <RegistrationForm key={`${registration.country}-${registration.version}`} registration={registration} lastResult={lastResult(packagingFormId(registration.country))} />
        ))}
        {free.length > 0 ? (
          // A new key once a country is added: the form starts empty again, with JavaScript too.
          <NewRegistrationForm key={registrations.length} countries={free} lastResult={lastResult(packagingFormId(null))} />
        ) : null}
      </div>
    </section>
  );
}

function RegistrationForm({ registration, lastResult }: { registration: PackagingRegistration; lastResult?: SubmissionResult<string[]> }) {
  const { country, version } = registration;
  const [form, fields] = useForm<PackagingRegistrationForm, PackagingRegistrationInput>({
    id: packagingFormId(country),
    lastResult,
    defaultValue: { ...registration, version: String(version) },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: packagingRegistrationSchema }),
  });
  const name = countryName(country);
  const removalId = `${packagingFormId(country)}-retrait`;
  return (
    <fieldset className="border border-ink/10 p-4">
      <legend className="px-2 font-medium">{name}</legend>
      <Form method="post" {...getFormProps(form)}>
        <input type="hidden" name="intent" value="packaging-save" />
        <input {...getInputProps(fields.country, { type: "hidden" })} key={fields.country.key} />
        <input {...getInputProps(fields.version, { type: "hidden" })} key={fields.version.key} />
        <RegistrationFields fields={fields} />
        <div className="mt-2 flex flex-wrap items-center justify-end gap-3">
          {/* The removal's own form, below: no form may hold another. */}
          <button type="submit" form={removalId} className="btn-outline px-4 py-2 text-xs">
            Retirer<span className="sr-only"> : {name}</span>
          </button>
          <button type="submit" className="btn-dark">
            Mettre à jour<span className="sr-only"> : {name}</span>
          </button>
        </div>
      </Form>
      <Form method="post" id={removalId}>
        <input type="hidden" name="intent" value="packaging-remove" />
        <input type="hidden" name="country" value={country} />
        <input type="hidden" name="version" value={version} />
      </Form>
    </fieldset>
  );
}

function NewRegistrationForm({ countries, lastResult }: { countries: { code: CountryCode; name: string }[]; lastResult?: SubmissionResult<string[]> }) {
  const [form, fields] = useForm<PackagingRegistrationForm, PackagingRegistrationInput>({
    id: packagingFormId(null),
    lastResult,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: packagingRegistrationSchema }),
  });
  return (
    <fieldset className="border border-ink/10 p-4">
      <legend className="px-2 font-medium">Ajouter un pays</legend>
      <Form method="post" {...getFormProps(form)}>
        <input type="hidden" name="intent" value="packaging-add" />
        <Field id={fields.country.id} label="Pays" errors={fields.country.errors} errorId={fields.country.errorId}>
          <select {...getSelectProps(fields.country)} key={fields.country.key} className="input max-w-xs">
            <option value="">Choisissez un pays</option>
            {countries.map((c) => (
              <option key={c.code} value={c.code}>
                {c.name}
              </option>
            ))}
          </select>
        </Field>
        <RegistrationFields fields={fields} />
        <div className="mt-2 flex justify-end">
          <button type="submit" className="btn-dark">
            Ajouter ce pays
          </button>
        </div>
      </Form>
    </fieldset>
  );
}

type RegistrationFieldSet = ReturnType<typeof useForm<PackagingRegistrationForm>>[1];

function RegistrationFields({ fields }: { fields: RegistrationFieldSet }) {
  return (
    <div className="grid gap-x-6 gap-y-2 sm:grid-cols-2">
      <Field id={fields.register.id} label="Registre ou organisme *" errors={fields.register.errors} errorId={fields.register.errorId} hint="Par exemple « LUCID (Zentrale Stelle Verpackungsregister) »">
        <input {...getInputProps(fields.register, { type: "text" })} key={fields.register.key} className="input" />
      </Field>
      <Field id={fields.number.id} label="Numéro d'enregistrement *" errors={fields.number.errors} errorId={fields.number.errorId} hint={NUMBER_HINT}>
        <input {...getInputProps(fields.number, { type: "text" })} key={fields.number.key} className="input" />
      </Field>
      <Field id={fields.note.id} label="Note (facultative)" errors={fields.note.errors} errorId={fields.note.errorId} hint={NOTE_HINT} className="sm:col-span-2">
        <textarea {...getTextareaProps(fields.note)} key={fields.note.key} rows={2} className="input" />
      </Field>
    </div>
  );
}
