import * as z from "~/lib/platform/zod";
import { euros, wholeNumber } from "../format/form-numbers";
import { singleLine } from "../platform/text-input";
import { COUNTRY_CODES } from "./countries";

const displayOrder = z.coerce
  .number({ error: "L'ordre doit être un nombre entier" })
  .int("L'ordre doit être un nombre entier")
  .min(0, "L'ordre doit être un nombre entier")
  .max(10_000, "L'ordre doit être un nombre entier")
  .default(0);

/** The row's version the form showed (hidden): a save from an older page is refused, not applied over a newer change. */
const version = z.coerce.number().int().min(0).optional().catch(undefined);

const countries = (message: string) => z.array(z.enum(COUNTRY_CODES, { error: message })).default([]);

const days = wholeNumber("Un nombre de jours ouvrés entre 1 et 60", 1, 60).optional();

/** The admin's shipping method form, checked the same way in the browser and on the server. */
export const shippingMethodSchema = z
  .object({
    zone_id: z.coerce.number({ error: "Choisissez une zone" }).int("Choisissez une zone").min(1, "Choisissez une zone"),
    name: singleLine({ error: "Le nom est obligatoire" })
      .min(1, "Le nom est obligatoire")
      .max(80, "80 caractères maximum"),
    delay_text: singleLine()
      .max(80, "80 caractères maximum")
      .optional()
      .transform((v) => v ?? ""),
    // English twins (decision 168): optional, their French twins' limits.
    name_en: singleLine().max(80, "Nom (anglais) : 80 caractères maximum").optional(),
    delay_text_en: singleLine().max(80, "Délai en toutes lettres (anglais) : 80 caractères maximum").optional(),
    delay_min_days: days,
    delay_max_days: days,
    road_only: z.boolean().default(false),
    countries: countries("Pays inconnu"),
    price: euros("Indiquez un prix en euros, par exemple 9.90 (0 pour gratuit)"),
    free_above: euros("Un montant en euros, par exemple 100").optional(),
    is_active: z.boolean().default(false),
    display_order: displayOrder,
    version,
  })
  .superRefine((m, ctx) => {
    const [min, max] = [m.delay_min_days, m.delay_max_days];
    if ((min == null) !== (max == null)) {
      ctx.addIssue({ code: "custom", path: [min == null ? "delay_min_days" : "delay_max_days"], message: "Indiquez le délai minimum et le délai maximum" });
    } else if (min != null && max != null && min > max) {
      ctx.addIssue({ code: "custom", path: ["delay_max_days"], message: "Le délai maximum ne peut pas être plus court que le minimum" });
    }
  });
export type ShippingMethodInput = z.output<typeof shippingMethodSchema>;

/** The admin's shipping zone form. */
export const shippingZoneSchema = z.object({
  name: singleLine({ error: "Le nom est obligatoire" })
    .min(1, "Le nom est obligatoire")
    .max(80, "80 caractères maximum"),
  countries: countries("Pays inconnu").refine((list) => list.length > 0, "Cochez au moins un pays"),
  is_active: z.boolean().default(false),
  display_order: displayOrder,
  version,
});
export type ShippingZoneInput = z.output<typeof shippingZoneSchema>;
