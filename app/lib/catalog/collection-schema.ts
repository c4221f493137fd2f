import * as z from "~/lib/platform/zod";
import { wholeNumber } from "../format/form-numbers";
import { multiLine, singleLine } from "../platform/text-input";

const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The owner's collection form, checked the same way in the browser and on the server. */
export const collectionSchema = z.object({
  name: singleLine({ error: "Le nom est obligatoire" }).min(1, "Le nom est obligatoire").max(120, "120 caractères maximum"),
  slug: z
    .string({ error: "Le slug est obligatoire" })
    .trim()
    .max(80, "80 caractères maximum")
    .regex(SLUG_PATTERN, "Lettres minuscules, chiffres et tirets uniquement (ex. collection-ete)"),
  description: multiLine().max(2000, "Description : 2000 caractères maximum").optional(),
  // English twins (decision 168): optional, their French twins' limits.
  name_en: singleLine().max(120, "Nom (anglais) : 120 caractères maximum").optional(),
  description_en: multiLine().max(2000, "Description (anglais) : 2000 caractères maximum").optional(),
  is_active: z.boolean().default(false),
  display_order: wholeNumber("L'ordre doit être un nombre entier", 0, 10_000).default(0),
});
export type CollectionInput = z.output<typeof collectionSchema>;
