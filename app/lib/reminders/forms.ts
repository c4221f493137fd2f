import * as z from "~/lib/platform/zod";
import { REMINDER_DELAY, REMINDER_EMAIL_REQUIRED } from "./consent";

/**
 * The « Commander » form's optional reminder, its box unticked by default. The address belongs to
 * the box: with the box unticked, whatever was typed beside it is neither checked nor kept.
 */
export const checkoutFormSchema = z.preprocess(
  (fields) => (typeof fields === "object" && fields !== null && !("remind" in fields) ? { ...fields, reminderEmail: undefined } : fields),
  z
    .object({
      remind: z.literal("on").optional(),
      reminderEmail: z.email({ error: "Adresse email invalide" }).max(254, "Adresse email trop longue").optional(),
    })
    .superRefine((v, ctx) => {
      if (v.remind === "on" && !v.reminderEmail) ctx.addIssue({ code: "custom", path: ["reminderEmail"], message: REMINDER_EMAIL_REQUIRED });
    }),
);

export const reminderDelaySchema = z.object({
  delayMinutes: z.coerce
    .number({ error: "Indiquez un nombre de minutes" })
    .int("Nombre entier de minutes")
    .min(REMINDER_DELAY.min, `Au moins ${REMINDER_DELAY.min} minutes`)
    .max(REMINDER_DELAY.max, `Au plus ${REMINDER_DELAY.max} minutes (${REMINDER_DELAY.max / 60} heures)`),
});
