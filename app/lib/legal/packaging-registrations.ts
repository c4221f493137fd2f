import * as z from "~/lib/platform/zod";
import { COUNTRY_CODES, countryName, type CountryCode } from "../shipping/countries";
import { multiLine, singleLine } from "../platform/text-input";

/** One country's packaging EPR registration, as the owner keeps it (decision 165). */
export type PackagingRegistration = {
  country: CountryCode;
  register: string;
  number: string;
  note: string;
  version: number;
};

/** The register France's row names: its migrated identifier was always ADEME's (decision 107). */
export const FRENCH_REGISTER = "ADEME (identifiant unique REP)";

export const NUMBER_MAX = 64;

/**
 * An ADEME unique identifier (IDU) as ADEME's register SYDEREP issues them: "FR", six digits (the
 * producer), "_", two digits (the EPR scheme: 01 for household packaging) and four letters or
 * digits, e.g. FR219498_01WCRR. No published text fixes the format: this is the shape every
 * identifier published so far has (decision 107).
 */
const REP_IDENTIFIER = /^FR\d{6}_\d{2}[A-Z0-9]{4}$/;

/** One or more identifiers, separated by commas, spaces or new lines; each well formed. */
function parseRepIdentifiers(value: string): string[] | undefined {
  const ids = value.toUpperCase().split(/[\s,;]+/).filter(Boolean);
  return ids.length > 0 && ids.every((id) => REP_IDENTIFIER.test(id)) ? ids : undefined;
}


/**
 * A registration as the legal facts' section posts it: a known country (the EU's 27 and Monaco),
 * its register and number, an optional note; `version` is the one the edited row showed (none
 * for a new row). France's number is one or more ADEME identifiers, written as the legal pages
 * print them.
 */
export const packagingRegistrationSchema = z
  .object({
    country: z.enum(COUNTRY_CODES, { error: "Choisissez un pays de l'Union européenne ou Monaco" }),
    register: singleLine({ error: "Indiquez le registre ou l'organisme" }).min(1, "Indiquez le registre ou l'organisme").max(120, "120 caractères maximum"),
    number: singleLine({ error: "Indiquez le numéro d'enregistrement" })
      .min(1, "Indiquez le numéro d'enregistrement")
      .max(NUMBER_MAX, `${NUMBER_MAX} caractères maximum`),
    note: multiLine().max(300, "300 caractères maximum").optional(),
    version: z.string().regex(/^\d{1,9}$/).transform(Number).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.country === "FR" && !parseRepIdentifiers(v.number)) {
      ctx.addIssue({
        code: "custom",
        path: ["number"],
        message: "Identifiant invalide : FR, 6 chiffres, _, 2 chiffres et 4 caractères, par exemple FR219498_01WCRR",
      });
    }
  })
  .transform(({ note, number, ...rest }) => ({
    ...rest,
    number: rest.country === "FR" ? (parseRepIdentifiers(number) ?? []).join(", ") : number,
    note: note ?? "",
  }));
export type PackagingRegistrationInput = z.output<typeof packagingRegistrationSchema>;
export type PackagingRegistrationForm = z.input<typeof packagingRegistrationSchema>;

/**
 * The served countries (those of an active shipping zone) that have no registration, in the order
 * given: the shop may not send packaged goods there (decision 162).
 */
export function missingPackagingRegistrations(
  served: readonly CountryCode[],
  registrations: readonly Pick<PackagingRegistration, "country">[],
): CountryCode[] {
  const registered = new Set(registrations.map((r) => r.country));
  return served.filter((country) => !registered.has(country));
}

const MISSING_PACKAGING = "Identifiant d'emballages manquant pour : ";

/** The banner's line for those countries, as decision 162 words it. */
export function missingPackagingLabel(countries: readonly CountryCode[]): string {
  return `${MISSING_PACKAGING}${countries.map((c) => countryName(c)).join(", ")}`;
}

/** Where the zone dialog's refusal sends the owner: the section's heading on the legal facts screen. */
export const PACKAGING_SECTION_ANCHOR = "#packaging-title";

/** A zone's activation refused for those countries (decision 165): the banner's sentence and what to do. */
export function packagingActivationRefusal(countries: readonly CountryCode[]): string {
  return `${missingPackagingLabel(countries)}. Ajoutez leur enregistrement dans Informations légales, section « Emballages (REP) par pays », avant d'activer la zone.`;
}

/** Whether a field's error is that refusal, so the dialog can link to the section. */
export const isPackagingRefusal = (message: string) => message.startsWith(MISSING_PACKAGING);

/** The removal's two hidden fields: the country and the version the page showed. */
export const packagingRemovalSchema = z.object({
  country: z.enum(COUNTRY_CODES),
  version: z.string().regex(/^\d{1,9}$/).transform(Number),
});

/** The form of a country's row, or the new row's ("nouveau"). */
export const packagingFormId = (country: CountryCode | null) => `packaging-${country ?? "nouveau"}`;
