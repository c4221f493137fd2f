import * as z from "~/lib/platform/zod";
import { brand } from "../brand";
import { RETENTION } from "../privacy/retention-periods";

/** The consent sentence next to the box (docs/decisions/095): one email, this format, then forgotten. */
export const CONSENT_SENTENCE = `J'accepte que ${brand.name} m'envoie un seul email, à cette adresse, quand ce format sera de nouveau disponible. Mon adresse ne sert qu'à cela : elle est effacée après l'envoi, ou au bout de ${RETENTION.stockAlertMonths} mois si le format ne revient pas.`;

/** « Me prévenir du retour »: which format, which address, and the consent box, checked on both sides. */
export const stockAlertSchema = z.object({
  formatId: z.coerce.number({ error: "Choisissez le format attendu" }).int().positive("Choisissez le format attendu"),
  email: z
    .email({ error: (issue) => (issue.input === undefined ? "Indiquez votre adresse email" : "Adresse email invalide") })
    .max(254, "Adresse email trop longue"),
  consent: z.literal("on", { error: "Cochez la case pour accepter de recevoir cet email" }),
});
