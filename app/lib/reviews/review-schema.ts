import * as z from "~/lib/platform/zod";
import { multiLine, singleLine } from "../platform/text-input";
import { REFUSAL_KEYS } from "./moderation-rules";

export const REVIEW_TEXT = { min: 20, max: 2000 } as const;

/** Markup the text would carry to a page: a tag, a comment or a processing instruction, an entity. */
const MARKUP = /<\s*[a-z!/?]|&[a-z#][a-z0-9]*;/i;

/**
 * A buyer's review, checked the same way in the browser and on the server. Control and invisible
 * characters are removed (text-input.ts); markup is refused rather than silently changed, so the
 * buyer sees the words that will be published.
 */
export const reviewSchema = z.object({
  rating: z.coerce
    .number({ error: "Choisissez une note de 1 à 5 étoiles" })
    .int("Choisissez une note de 1 à 5 étoiles")
    .min(1, "Choisissez une note de 1 à 5 étoiles")
    .max(5, "Choisissez une note de 1 à 5 étoiles"),
  body: multiLine({ error: "Écrivez votre avis" })
    .min(REVIEW_TEXT.min, `Votre avis doit faire au moins ${REVIEW_TEXT.min} caractères`)
    .max(REVIEW_TEXT.max, `Votre avis doit faire au plus ${REVIEW_TEXT.max} caractères`)
    .refine((v) => !MARKUP.test(v), "Écrivez en texte simple, sans balises HTML (< >) ni entités (&…;)"),
  display_name: singleLine({ error: "Indiquez votre prénom et l'initiale de votre nom" })
    .max(40, "40 caractères au plus")
    .regex(/^\p{L}[\p{L}' -]{0,30} \p{L}\.?$/u, "Votre prénom puis l'initiale de votre nom, par exemple « Claire M. »"),
});

/** The owner's moderation of one review: never the buyer's words or rating (no field carries them). */
export const moderationSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("publish"), id: z.coerce.number().int().positive() }),
  z.object({
    intent: z.literal("refuse"),
    id: z.coerce.number().int().positive(),
    reason: z.enum(REFUSAL_KEYS, { error: "Choisissez le motif, parmi les règles publiées" }),
  }),
  z.object({
    intent: z.literal("reply"),
    id: z.coerce.number().int().positive(),
    reply: multiLine({ error: "Écrivez la réponse" }).min(2, "Écrivez la réponse").max(1000, "1 000 caractères au plus"),
  }),
]);

export const reviewSettingsSchema = z.object({
  intent: z.literal("settings"),
  invitation_days: z.coerce
    .number({ error: "Un nombre entier de jours, de 1 à 60" })
    .int("Un nombre entier de jours, de 1 à 60")
    .min(1, "Un nombre entier de jours, de 1 à 60")
    .max(60, "Un nombre entier de jours, de 1 à 60"),
});
