import * as z from "~/lib/platform/zod";
import type { ShopSettings } from "../platform/schema.server";
import { isHttpUrl, multiLine, singleLine } from "../platform/text-input";
import { isPaymentMeansList, PAYMENT_MEANS_MAX, PAYMENT_MEANS_RULE } from "./payment-means";

/** The seller's identity as the owner fills it in ("Informations légales"), one field per column. */
export const IDENTITY_LABELS = {
  company_name: "Raison sociale",
  legal_form: "Forme juridique",
  share_capital: "Capital social",
  address: "Adresse du siège",
  registry_number: "Numéro RCS ou RM",
  registry_city: "Ville du greffe",
  siret: "SIRET",
  vat_number: "Numéro de TVA intracommunautaire",
  publication_director: "Directeur de la publication",
  contact_email: "Email de contact",
  contact_phone: "Téléphone",
  host_name: "Hébergeur",
  host_address: "Adresse de l'hébergeur",
  mediator_name: "Médiateur de la consommation",
  mediator_url: "Site du médiateur",
  mediator_address: "Adresse postale du médiateur",
  delivery_zones_text: "Zones et délais de livraison",
  delivery_zones_text_en: "Zones et délais de livraison (anglais)",
  returns_address: "Adresse de retour",
  payment_means_text: "Moyens de paiement proposés",
  responsible_name: "Nom de la personne responsable",
  responsible_address: "Adresse postale de la personne responsable",
  responsible_email: "Email de la personne responsable",
} as const;

export type IdentityField = keyof typeof IDENTITY_LABELS;

/**
 * Whether the European Accessibility Act binds the shop (directive (UE) 2019/882, Code de la
 * consommation L412-13): a micro-enterprise selling services is exempt (decision 090).
 */
export const ACCESSIBILITY_REGIMES = {
  subject: "Soumise aux exigences d'accessibilité (10 personnes ou plus, ou plus de 2 M€ de chiffre d'affaires et de bilan)",
  micro: "Microentreprise exemptée (moins de 10 personnes et chiffre d'affaires ou total de bilan d'au plus 2 M€)",
} as const;
export type AccessibilityRegime = keyof typeof ACCESSIBILITY_REGIMES;
export type Identity = Record<IdentityField, string>;

/**
 * What the legal pages cannot do without (LCEN art. 6, Code de la consommation L111-1, L221-5,
 * L616-1 and R616-1 for the mediator's name, website and address, decision 107): every fact the
 * pages print, « [à compléter] » while it is empty (decision 142). The packaging's EPR
 * registrations are facts of their own, per country (`packaging-registrations.ts`, decision 165). The capital and the phone are not
 * asked of every seller (a sole trader has no capital) and the pages leave them out when empty.
 * The VAT number is printed on the CGV and the legal notice of a shop that charges VAT on every sale.
 */
export const REQUIRED_IDENTITY_FIELDS = [
  "company_name",
  "legal_form",
  "address",
  "registry_number",
  "registry_city",
  "siret",
  "vat_number",
  "publication_director",
  "contact_email",
  "host_name",
  "host_address",
  "mediator_name",
  "mediator_url",
  "mediator_address",
  "delivery_zones_text",
  "returns_address",
] as const satisfies readonly IdentityField[];
export type RequiredIdentityField = (typeof REQUIRED_IDENTITY_FIELDS)[number];

/**
 * The labels of the facts the legal pages and every perfume's « Personne responsable » (which falls
 * back to the seller's name, address and email) still print as « [à compléter] », in the form's
 * order: what the admin lists, and what a shop taking real payments must fill first (decision 142).
 */
export function missingIdentityFields(identity: Identity): string[] {
  return REQUIRED_IDENTITY_FIELDS.filter((field) => !identity[field].trim()).map((field) => IDENTITY_LABELS[field]);
}

function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

// La Poste's establishments were numbered before the Luhn key was imposed: INSEE checks them by
// the sum of their digits instead.
const LA_POSTE_SIREN = "356000000";

/** A SIRET is 14 digits whose Luhn key holds (spaces ignored). */
export function isValidSiret(value: string): boolean {
  const digits = value.replace(/\s/g, "");
  if (!/^\d{14}$/.test(digits)) return false;
  if (digits.startsWith(LA_POSTE_SIREN) && digits !== `${LA_POSTE_SIREN}00048`) {
    return [...digits].reduce((sum, d) => sum + Number(d), 0) % 5 === 0;
  }
  return luhn(digits);
}

/** A SIREN: 9 digits whose Luhn key is right (the SIRET's first 9). */
export function isValidSiren(value: string): boolean {
  const digits = value.replace(/\s/g, "");
  return /^\d{9}$/.test(digits) && luhn(digits);
}

/** "FR" + a two-digit key + the SIREN, the key being (12 + 3 × (SIREN mod 97)) mod 97. */
export function isValidFrenchVatNumber(value: string): boolean {
  const match = /^FR(\d{2})(\d{9})$/.exec(value.replace(/\s/g, "").toUpperCase());
  if (!match) return false;
  const [, key, siren] = match;
  return Number(key) === (12 + 3 * (Number(siren) % 97)) % 97;
}

const line = (max: number) => singleLine().max(max, `${max} caractères maximum`).optional();
const lines = (max: number) => multiLine().max(max, `${max} caractères maximum`).optional();

const compact = (v: string) => v.replace(/\s/g, "").toUpperCase();

/**
 * The "Informations légales" form. Every field may stay empty while the owner gathers the facts
 * (the admin lists what is missing); what is typed must be well formed.
 */
export const identitySchema = z
  .object({
    company_name: line(120),
    legal_form: line(60),
    share_capital: line(40),
    address: lines(300),
    registry_number: line(60),
    registry_city: line(80),
    siret: line(20)
      .transform((v) => (v === undefined ? v : compact(v)))
      .refine((v) => v === undefined || isValidSiret(v), "SIRET invalide : 14 chiffres dont la clé de contrôle est juste"),
    vat_number: line(20)
      .transform((v) => (v === undefined ? v : compact(v)))
      .refine(
        (v) => v === undefined || isValidFrenchVatNumber(v),
        "Numéro de TVA invalide : FR, deux chiffres de clé et les 9 chiffres du SIREN",
      ),
    publication_director: line(120),
    contact_email: z.email({ error: "Adresse email invalide" }).max(254, "Adresse email trop longue").optional(),
    contact_phone: line(30).refine((v) => v === undefined || /^\+?[\d\s.()-]{6,30}$/.test(v), "Numéro de téléphone invalide"),
    host_name: line(120),
    host_address: lines(300),
    mediator_name: line(120),
    mediator_url: line(300).refine((v) => v === undefined || isHttpUrl(v), "Adresse invalide (https://…)"),
    mediator_address: lines(300),
    delivery_zones_text: lines(2000),
    delivery_zones_text_en: lines(2000),
    returns_address: lines(300),
    payment_means_text: line(PAYMENT_MEANS_MAX).refine((v) => v === undefined || isPaymentMeansList(v), PAYMENT_MEANS_RULE),
    responsible_name: line(120),
    responsible_address: lines(300),
    responsible_email: z.email({ error: "Adresse email invalide" }).max(254, "Adresse email trop longue").optional(),
    accessibility_regime: z.enum(["subject", "micro"], { error: "Choisissez le régime qui s'applique à l'entreprise" }).default("subject"),
  })
  .superRefine((v, ctx) => {
    if (v.siret && v.vat_number && v.vat_number.slice(4) !== v.siret.slice(0, 9)) {
      ctx.addIssue({ code: "custom", path: ["vat_number"], message: "Ce numéro de TVA ne correspond pas au SIREN du SIRET" });
    }
  })
  .transform(({ accessibility_regime, ...identity }) => ({
    identity: Object.fromEntries(
      (Object.keys(IDENTITY_LABELS) as IdentityField[]).map((field) => [field, identity[field] ?? ""]),
    ) as Identity,
    accessibilityRegime: accessibility_regime,
  }));
export type IdentityInput = z.output<typeof identitySchema>;

/**
 * The seller's legal identity as the law asks it on an invoice and in a confirmation email, from
 * the owner's settings; lines whose fields are still empty are left out rather than shown blank.
 */
export function sellerIdentityLines(s: ShopSettings): string[] {
  const company = [s.company_name, s.legal_form].filter(Boolean).join(", ");
  const capital = s.share_capital ? `au capital de ${s.share_capital}` : "";
  return [
    [company, capital].filter(Boolean).join(" "),
    s.address,
    s.registry_number ? `RCS ${[s.registry_city, s.registry_number].filter(Boolean).join(" ")}` : "",
    s.siret ? `SIRET ${s.siret}` : "",
    s.vat_number ? `TVA intracommunautaire ${s.vat_number}` : "",
    [s.contact_email, s.contact_phone].filter(Boolean).join(" · "),
  ].filter(Boolean);
}

export type ResponsiblePerson = { name: string; address: string; email: string };

/**
 * Who answers for the perfumes in the EU, as every product page names them (GPSR art. 19,
 * decision 089): the person the owner named, field by field, else the seller itself, who puts
 * its own perfumes on the market.
 */
export function responsiblePerson(s: Identity): ResponsiblePerson {
  return {
    name: s.responsible_name || s.company_name,
    address: s.responsible_address || s.address,
    email: s.responsible_email || s.contact_email,
  };
}
