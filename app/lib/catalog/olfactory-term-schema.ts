import * as z from "~/lib/platform/zod";
import { singleLine } from "../platform/text-input";
import { NOTE_MAX_LENGTH } from "./olfactory";

/**
 * The « Notes et familles (anglais) » dialog (decision 168): which term (a family's key or a note
 * as perfumes carry it) and its English name, a note's length at most; empty, the French one shows.
 */
export const olfactoryTermSchema = z.object({
  kind: z.enum(["note", "family"], { error: "Terme inconnu" }),
  fr: singleLine({ error: "Terme inconnu" }).min(1, "Terme inconnu").max(NOTE_MAX_LENGTH, "Terme inconnu"),
  en: singleLine()
    .max(NOTE_MAX_LENGTH, `Nom anglais : ${NOTE_MAX_LENGTH} caractères maximum`)
    .refine((value) => !/[<>]/.test(value), "Sans < ni >")
    .optional(),
});
export type OlfactoryTermInput = z.output<typeof olfactoryTermSchema>;
