import { z } from "zod";
import { singleLine } from "../platform/text-input";

export const TERMS_REQUIRED = "Veuillez accepter les conditions générales de vente pour payer";

const required = (message: string) => ({
  error: (issue: { input: unknown }) => (issue.input === undefined ? message : undefined),
});

/** The demo payment page's customer form, checked the same way in the browser and on the server. */
export const demoPaymentSchema = z.object({
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
    .regex(/^\d{5}$/, "Le code postal doit comporter 5 chiffres"),
  city: singleLine(required("Veuillez indiquer votre ville"))
    .min(1, "Veuillez indiquer votre ville")
    .max(100, "100 caractères maximum"),
  // Stripe's consent_collection imitated: no payment until the terms of sale are accepted.
  terms: z
    .boolean({ error: TERMS_REQUIRED })
    .refine((accepted) => accepted, TERMS_REQUIRED),
});

export type DemoPaymentInput = z.infer<typeof demoPaymentSchema>;

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
