import * as z from "~/lib/platform/zod";
import { euros } from "../format/form-numbers";
import { singleLine } from "../platform/text-input";

/** The admin's shipping method form, checked the same way in the browser and on the server. */
export const shippingMethodSchema = z.object({
  name: singleLine({ error: "Le nom est obligatoire" })
    .min(1, "Le nom est obligatoire")
    .max(80, "80 caractères maximum"),
  delay_text: singleLine()
    .max(80, "80 caractères maximum")
    .optional()
    .transform((v) => v ?? ""),
  price: euros("Indiquez un prix en euros, par exemple 9.90 (0 pour gratuit)"),
  free_above: euros("Un montant en euros, par exemple 100").optional(),
  is_active: z.boolean().default(false),
  display_order: z.coerce
    .number({ error: "L'ordre doit être un nombre entier" })
    .int("L'ordre doit être un nombre entier")
    .min(0, "L'ordre doit être un nombre entier")
    .max(10_000, "L'ordre doit être un nombre entier")
    .default(0),
});
export type ShippingMethodInput = z.output<typeof shippingMethodSchema>;
