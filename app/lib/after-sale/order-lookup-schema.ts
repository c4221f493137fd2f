import * as z from "~/lib/platform/zod";
import { multiLine, singleLine } from "../platform/text-input";

const REFERENCE = /^MS-[0-9A-Z]{5}-[0-9A-Z]{5}$/;

/** The reference as printed in the emails; typed in lower case or with spaces, it still matches. */
const reference = singleLine({ error: "Indiquez la référence de votre commande" })
  .min(1, "Indiquez la référence de votre commande")
  .transform((v) => v.toUpperCase().replace(/\s+/g, ""))
  .refine((v) => REFERENCE.test(v), "La référence a la forme MS-XXXXX-XXXXX (voir votre email de confirmation)");

const email = z
  .email({ error: (issue) => (issue.input === undefined ? "Indiquez l'email donné lors de la commande" : "Adresse email invalide") })
  .max(254, "Adresse email trop longue");

/** « Suivre ma commande »: the reference and the email given at checkout, checked in the browser and on the server. */
export const orderLookupSchema = z.object({ reference, email });

export const REASON_MAX = 1000;

/** First step of « Renoncer au contrat ici »: which order, and why if the shopper wants to say. */
export const withdrawalRequestSchema = z.object({
  reference,
  email,
  reason: multiLine().max(REASON_MAX, `${REASON_MAX} caractères maximum`).optional(),
});

/** The confirmation step: the lines withdrawn (all ticked at first) and « Confirmer la rétractation ». */
export const withdrawalConfirmSchema = z.object({
  access: z.string().min(1),
  items: z
    .array(z.coerce.number().int().positive(), { error: "Choisissez au moins un article" })
    .min(1, "Choisissez au moins un article"),
  reason: multiLine().max(REASON_MAX, `${REASON_MAX} caractères maximum`).optional(),
});
