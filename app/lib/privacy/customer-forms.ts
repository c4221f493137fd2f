import * as z from "~/lib/platform/zod";
import { singleLine } from "../platform/text-input";

/** The Clients screen's forms, checked the same way in the browser and on the server. */

const customerEmail = singleLine({ error: "Indiquez l'adresse email du client" })
  .min(1, "Indiquez l'adresse email du client")
  .max(254, "Adresse email trop longue")
  .pipe(z.email({ error: "Adresse email invalide" }));

export const customerSearchSchema = z.object({ email: customerEmail });

const EXPORT_FORMATS = ["json", "html"] as const;

export const customerExportSchema = z.object({
  email: customerEmail,
  format: z.enum(EXPORT_FORMATS, { error: "Choisissez un format d'export" }),
});

export const customerErasureSchema = z.object({
  email: customerEmail,
  confirm: z.literal("on", { error: "Cochez la case pour confirmer l'effacement" }),
});
