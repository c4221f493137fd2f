import * as z from "~/lib/platform/zod";
import { shownCount } from "../platform/owner-counts";
import { euros, wholeNumber } from "../format/form-numbers";
import { MAX_SAMPLE_CHOICES } from "./gift-rules";

/** The owner's gift settings, checked the same way in the browser and on the server. */
export const giftSettingsSchema = z.object({
  wrap_offered: z.boolean().default(false),
  wrap_price: euros("Indiquez un prix en euros, par exemple 5.00 (0 pour offert)"),
  samples_per_order: wholeNumber(`Un nombre entier de 0 à ${MAX_SAMPLE_CHOICES} (0 : aucun échantillon proposé)`, 0, MAX_SAMPLE_CHOICES),
});

/** One perfume's line of the samples table: offered or not, and its vials in stock. */
export const sampleOfferSchema = z.object({
  product_id: z.coerce.number().int().positive(),
  sample_offered: z.boolean().default(false),
  sample_stock: wholeNumber("Un nombre entier de 0 à 100 000", 0, 100_000),
  // The vials the line showed: the save applies the difference, so a vial given meanwhile stays given (decision 100).
  sample_stock_shown: shownCount,
});
