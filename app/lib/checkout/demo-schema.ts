import * as z from "~/lib/platform/zod";
import { sirenOfVatNumber, type BusinessBuyer } from "../legal/business-sale";
import { isValidFrenchVatNumber, isValidSiren } from "../legal/identity";
import { singleLine } from "../platform/text-input";
import { postalCodeError } from "../shipping/postal-codes";
import type { CountryCode } from "../shipping/countries";

const required = (message: string) => ({
  error: (issue: { input: unknown }) => (issue.input === undefined ? message : undefined),
});

const compact = (v: string | undefined) => (v === undefined ? v : v.replace(/\s/g, "").toUpperCase());

/**
 * The demo payment page's customer form for an order to `country`, checked the same way in the
 * browser and on the server.
 * A business buyer may give its company's name, SIREN and VAT number for the invoice: all three
 * optional, but a SIREN or a VAT number needs the company's name, a company's name needs its
 * SIREN or its VAT number (a business sale is one whose buyer's SIREN is known, decision 138),
 * and a VAT number given with a SIREN must be that SIREN's. Its messages are the page's `checkout`
 * texts (`t`, the route's data in the browser, `textsFor` in the action), in the page's language.
 */
export const demoPaymentSchema = (country: CountryCode, t: (key: string) => string) =>
  z
  .object({
  email: z
    .email({
      error: (issue) =>
        issue.input === undefined ? t("oEEmail") : t("oEEmailBad"),
    })
    .max(254, t("oEEmailLong")),
  name: singleLine(required(t("oEName")))
    .min(2, t("oENameShort"))
    .max(100, t("oEMax100")),
  address: singleLine(required(t("oEAddress")))
    .min(5, t("oEAddressShort"))
    .max(200, t("oEMax200")),
  postalCode: z
    .string(required(t("oEPostal")))
    .trim()
    // The order's country, chosen in the cart before pricing: its rule, never another's (decision 161).
    .superRefine((code, ctx) => {
      const error = postalCodeError(country, code);
      if (error) ctx.addIssue({ code: "custom", message: error });
    }),
  city: singleLine(required(t("oECity")))
    .min(1, t("oECity"))
    .max(100, t("oEMax100")),
  // Stripe's consent_collection imitated: no payment until the terms of sale are accepted.
  terms: z
    .boolean({ error: t("oETerms") })
    .refine((accepted) => accepted, t("oETerms")),
  companyName: singleLine().max(120, t("oEMax120")).optional(),
  siren: singleLine()
    .optional()
    .transform(compact)
    .refine((v) => v === undefined || isValidSiren(v), t("oESiren")),
  vatNumber: singleLine()
    .optional()
    .transform(compact)
    .refine((v) => v === undefined || isValidFrenchVatNumber(v), t("oEVat")),
})
  .superRefine((v, ctx) => {
    if ((v.siren || v.vatNumber) && !v.companyName) ctx.addIssue({ code: "custom", path: ["companyName"], message: t("oECompany") });
    if (v.companyName && !v.siren && !v.vatNumber) ctx.addIssue({ code: "custom", path: ["siren"], message: t("oESirenNeeded") });
    if (v.siren && v.vatNumber && v.vatNumber.slice(4) !== v.siren) ctx.addIssue({ code: "custom", path: ["vatNumber"], message: t("oEVatSiren") });
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
