import * as z from "~/lib/platform/zod";
import { euros, wholeNumber } from "../format/form-numbers";
import { isHttpUrl, multiLine, singleLine } from "../platform/text-input";
import { saysVolumeOutOfBound, VOLUME_MESSAGE, VOLUME_ML_MAX } from "./format-volume";
import { SET_VOUCHER_MAX_MONTHS, SET_VOUCHER_MIN_MONTHS, VOUCHER_MONTHS_MESSAGE } from "../discovery-sets/set-rules";
import { ownImagePath } from "./product-image";
import { FRAGRANCE_ALLERGENS, inListOrder } from "./fragrance-allergens";
import { CONCENTRATION_VALUES, DEFAULT_WARNINGS, inciProblem, isValidGtin13, normaliseInci } from "./product-facts";
import { joinNotes, NOTE_MAX_LENGTH, noteTags, OLFACTORY_FAMILY_VALUES } from "./olfactory";
import { shownCount } from "../platform/owner-counts";

/** The admin forms' zod schemas, shared by the browser (instant checks) and the server. */

/** Single-line text; descriptions and tips may keep their line breaks. */
const text = (max: number, label: string, { multiline = false } = {}) =>
  (multiline ? multiLine : singleLine)().max(max, `${label} : ${max} caractères maximum`).optional();

/**
 * The English twin of a shopper-facing French text (decision 168): optional, with its twin's limit
 * and cleaning, its message naming the field as the owner sees it.
 */
const english = (max: number, label: string, options?: { multiline?: boolean }) => text(max, `${label} (anglais)`, options);

const required = (max: number, message: string) =>
  singleLine({ error: message }).min(1, message).max(max, `${max} caractères maximum`);

/** A same-site path (an uploaded or seeded image) or an http(s) address. */
export function isImageUrl(value: string) {
  return (value.startsWith("/") && !value.startsWith("//") && !value.includes("\\")) || isHttpUrl(value);
}

/** The INCI list as the label prints it: comma-separated names, never markup (decision 089). */
const ingredients = multiLine()
  .max(3000, "Ingrédients : 3000 caractères maximum")
  .transform((value, ctx) => {
    const problem = inciProblem(value);
    if (problem) {
      ctx.addIssue({ code: "custom", message: problem });
      return z.NEVER;
    }
    return normaliseInci(value);
  })
  .optional();

/** Spaces as printed under a barcode are allowed; the check digit must hold. */
const ean = singleLine()
  .transform((value, ctx) => {
    const digits = value.replace(/\s/g, "");
    if (!/^\d{13}$/.test(digits)) {
      ctx.addIssue({ code: "custom", message: "Un EAN compte 13 chiffres" });
      return z.NEVER;
    }
    if (!isValidGtin13(digits)) {
      ctx.addIssue({ code: "custom", message: "EAN invalide : le dernier chiffre (clé de contrôle) ne correspond pas" });
      return z.NEVER;
    }
    return digits;
  })
  .optional();

const FAMILY_REQUIRED = "Choisissez au moins une famille olfactive";

/** Ticked in any order; kept in the list's own order, so the page always names them alike. */
const families = z
  .array(z.enum(OLFACTORY_FAMILY_VALUES, { error: "Famille olfactive inconnue" }), { error: FAMILY_REQUIRED })
  .min(1, FAMILY_REQUIRED)
  .transform((chosen) => OLFACTORY_FAMILY_VALUES.filter((family) => chosen.includes(family)));

/** The characters that separate notes in stored text (noteTags) or would be markup. */
const NOTE_FORBIDDEN = /[,;/<>]/;
/** More inputs than any pyramid needs: a bound on what a forged post makes the server read. */
const NOTES_PER_TIER = 30;

const note = singleLine()
  .overwrite((value) => value.replace(/\s+/g, " "))
  .max(NOTE_MAX_LENGTH, `Une note : ${NOTE_MAX_LENGTH} caractères maximum`)
  .refine((value) => !NOTE_FORBIDDEN.test(value), "Une note par case, sans virgule, point-virgule, barre oblique ni < >")
  .optional();

/**
 * One tier of the pyramid, one note per input (empty inputs are spare ones): the same note typed
 * twice, whatever its accents or case, is kept once; stored as the text noteTags reads back.
 */
const noteList = z
  .array(note)
  .max(NOTES_PER_TIER, `${NOTES_PER_TIER} notes au plus`)
  .default([])
  .transform((notes) => {
    // Checked notes hold no separator, so the one parser of stored notes merges the duplicates.
    const tags = noteTags(joinNotes(notes.filter((tag): tag is string => Boolean(tag))));
    return tags.length ? joinNotes(tags) : undefined;
  });

export const productSchema = z
  .object({
    name: required(120, "Le nom du parfum est obligatoire"),
    name_en: english(120, "Nom du parfum"),
    collection_id: z.coerce.number().int().positive().optional(),
    short_description: text(300, "Description courte", { multiline: true }),
    full_description: text(5000, "Description complète", { multiline: true }),
    short_description_en: english(300, "Description courte", { multiline: true }),
    full_description_en: english(5000, "Description complète", { multiline: true }),
    families,
    top_notes: noteList,
    heart_notes: noteList,
    base_notes: noteList,
    price: euros("Indiquez un prix en euros, par exemple 39.95"),
    image_url: singleLine()
      .max(2000, "Adresse trop longue")
      .refine(isImageUrl, "Adresse d'image invalide (https://… ou /…)")
      // Kept as the shop's own path, so it survives a change of domain and the sweep sees it.
      .transform(ownImagePath)
      .optional(),
    content: text(50, "Contenu").refine((content) => content == null || !saysVolumeOutOfBound(content), VOLUME_MESSAGE),
    stock_quantity: wholeNumber("La quantité doit être un nombre entier positif", 0, 1_000_000),
    // The quantity the form showed: an edit's save applies the difference (decision 100).
    stock_shown: shownCount,
    stock_status: z.enum(["in_stock", "out_of_stock"], { error: "Choisissez un statut" }),
    usage_tips: text(2000, "Conseils d'utilisation", { multiline: true }),
    usage_tips_en: english(2000, "Conseils d'utilisation", { multiline: true }),
    concentration: z.enum(CONCENTRATION_VALUES, { error: "Choisissez une concentration" }).default("eau_de_parfum"),
    ingredients,
    allergens: z
      .array(z.enum(FRAGRANCE_ALLERGENS, { error: "Allergène inconnu" }))
      .default([])
      .transform(inListOrder),
    warnings: text(1000, "Précautions d'emploi", { multiline: true }),
    warnings_en: english(1000, "Précautions d'emploi", { multiline: true }),
    reference: text(40, "Référence"),
    ean,
  })
  .transform((p) => ({
    ...p,
    // An alcoholic perfume always carries its precautions: emptied means "the standard text".
    warnings: p.warnings ?? DEFAULT_WARNINGS,
  }));
export type ProductInput = z.output<typeof productSchema>;

/**
 * One format of a perfume in the formats editor: a volume or a label (or both: the label is
 * shown), its price, stock and flags (decisions 093 and 094).
 */
export const formatSchema = z
  .object({
    volume_ml: wholeNumber(VOLUME_MESSAGE, 1, VOLUME_ML_MAX).optional(),
    label: text(40, "Libellé"),
    label_en: english(40, "Libellé"),
    price: euros("Indiquez un prix en euros, par exemple 59.00"),
    stock_quantity: wholeNumber("La quantité doit être un nombre entier positif", 0, 1_000_000),
    // The quantity the form showed: an edit's save applies the difference (decision 100).
    stock_shown: shownCount,
    stock_status: z.enum(["in_stock", "out_of_stock"], { error: "Choisissez un statut" }),
    ean,
    is_active: z.boolean().default(false),
    shows_reduction: z.boolean().default(false),
    // A « Coffret découverte » (decision 114): its vials, and how long the voucher it issues lasts.
    set_contents: text(1000, "Contenu du coffret", { multiline: true }),
    set_contents_en: english(1000, "Contenu du coffret", { multiline: true }),
    voucher_months: wholeNumber(VOUCHER_MONTHS_MESSAGE, SET_VOUCHER_MIN_MONTHS, SET_VOUCHER_MAX_MONTHS).optional(),
  })
  .refine((f) => f.volume_ml != null || f.label != null, {
    message: "Indiquez un volume en ml ou un libellé (Recharge, Coffret…)",
    path: ["volume_ml"],
  })
  .refine((f) => f.set_contents == null || f.voucher_months != null, {
    message: `Indiquez la validité du bon que le coffret donne (au moins ${SET_VOUCHER_MIN_MONTHS} mois)`,
    path: ["voucher_months"],
  });
export type FormatInput = z.output<typeof formatSchema>;

/** The text read aloud in place of a gallery photo: required, since a photo without it says nothing. */
export const photoAltSchema = z.object({
  alt: required(160, "Décrivez la photo en quelques mots (texte alternatif)"),
  alt_en: english(160, "Texte alternatif"),
});
