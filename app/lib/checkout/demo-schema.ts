import * as z from "~/lib/platform/zod";
import { sirenOfVatNumber, type BusinessBuyer } from "../legal/business-sale";
import { isValidFrenchVatNumber, isValidSiren } from "../legal/identity";
import { singleLine } from "../platform/text-input";
import { postalCodeError } from "../shipping/postal-codes";
import type { CountryCode } from "../shipping/countries";

export const TERMS_REQUIRED = "Veuillez accepter les conditions générales de vente pour payer";

const required = (message: string) => ({
  error: (issue: { input: unknown }) => (issue.input === undefined ? message : undefined),
});

export const BUSINESS_MESSAGES = {
  companyName: "Indiquez la raison sociale de la société",
  siren: "SIREN invalide : 9 chiffres dont la clé de contrôle est juste",
  vatNumber: "Numéro de TVA invalide : FR, deux chiffres de clé et les 9 chiffres du SIREN",
  vatOfSiren: "Ce numéro de TVA n'est pas celui de ce SIREN",
  sirenNeeded: "Indiquez le SIREN de la société, ou son numéro de TVA intracommunautaire : sans lui, l'achat est celui d'un particulier (laissez alors la raison sociale vide)",
} as const;

/** What the form says under « Facture au nom d'une société »: the rule of decision 138, in the buyer's words. */
export const BUSINESS_HINT =
  "Une facture électronique au nom d'une société demande son SIREN (ou son numéro de TVA intracommunautaire français, qui le contient). Sans SIREN, l'achat est celui d'un particulier.";

const compact = (v: string | undefined) => (v === undefined ? v : v.replace(/\s/g, "").toUpperCase());

/**
 * The demo payment page's customer form for an order to `country`, checked the same way in the
 * browser and on the server.
 * A business buyer may give its company's name, SIREN and VAT number for the invoice: all three
 * optional, but a SIREN or a VAT number needs the company's name, a company's name needs its
 * SIREN or its VAT number (a business sale is one whose buyer's SIREN is known, decision 138),
 * and a VAT number given with a SIREN must be that SIREN's.
 */
export const demoPaymentSchema = (country: CountryCode) =>
  z
  .object({
  email: z
    .email({
      error: (issue) =>
        issue.input === undefined ? "Veuillez indiquer votre email" : "Adresse email invalide",
    })
    .max(254, "Adresse email trop longue"),
  name: singleLine(required("Veuillez indiquer votre nom"))
    .min(2, "Votre nom doit comporter au moins 2 caractères")
    .max(100, "100 caractères maximum"),
  address: singleLine(required("Veuillez indiquer votre adresse"))
    .min(5, "Adresse trop courte")
    .max(200, "200 caractères maximum"),
  postalCode: z
    .string(required("Veuillez indiquer votre code postal"))
    .trim()
    // The order's country, chosen in the cart before pricing: its rule, never another's (decision 161).
    .superRefine((code, ctx) => {
      const error = postalCodeError(country, code);
      if (error) ctx.addIssue({ code: "custom", message: error });
    }),
  city: singleLine(required("Veuillez indiquer votre ville"))
    .min(1, "Veuillez indiquer votre ville")
    .max(100, "100 caractères maximum"),
  // Stripe's consent_collection imitated: no payment until the terms of sale are accepted.
  terms: z
    .boolean({ error: TERMS_REQUIRED })
    .refine((accepted) => accepted, TERMS_REQUIRED),
  companyName: singleLine().max(120, "120 caractères maximum").optional(),
  siren: singleLine()
    .optional()
    .transform(compact)
    .refine((v) => v === undefined || isValidSiren(v), BUSINESS_MESSAGES.siren),
  vatNumber: singleLine()
    .optional()
    .transform(compact)
    .refine((v) => v === undefined || isValidFrenchVatNumber(v), BUSINESS_MESSAGES.vatNumber),
})
  .superRefine((v, ctx) => {
    if ((v.siren || v.vatNumber) && !v.companyName) ctx.addIssue({ code: "custom", path: ["companyName"], message: BUSINESS_MESSAGES.companyName });
    if (v.companyName && !v.siren && !v.vatNumber) ctx.addIssue({ code: "custom", path: ["siren"], message: BUSINESS_MESSAGES.sirenNeeded });
    if (v.siren && v.vatNumber && v.vatNumber.slice(4) !== v.siren) ctx.addIssue({ code: "custom", path: ["vatNumber"], message: BUSINESS_MESSAGES.vatOfSiren });
  });

export type DemoPaymentInput = z.infer<ReturnType<typeof demoPaymentSchema>>;

/** The company an invoice is made out to, when the buyer gave one with its SIREN (the schema asks for it). */
export function businessBuyerOf(input: DemoPaymentInput): BusinessBuyer | null {
  const siren = input.siren || (input.vatNumber ? sirenOfVatNumber(input.vatNumber) : null);
  return input.companyName && siren ? { name: input.companyName, siren, vatNumber: input.vatNumber || null } : null;
}

/** One line per part, the way an address is written on a French parcel. */
export function formatShippingAddress(parts: {
  line1: string;
  line2?: string | null;
  postalCode: string;
  city: string;
  country: string;
}): string {
  return [parts.line1, parts.line2, `${parts.postalCode} ${parts.city}`.trim(), parts.country]
    .filter((p) => p && p.trim())
    .join("\n");
}
