import * as z from "~/lib/platform/zod";
import { NEWSLETTER_SOURCES } from "./sources";

const CONSENT_REQUIRED = "Cochez la case pour vous inscrire";

/**
 * Every sign-up form. The footer's form exists only to subscribe, so sending it is the consent;
 * elsewhere the consent is an unticked box of its own, checked here as in the browser.
 */
export const newsletterSchema = z
  .object({
    email: z
      .email({ error: (issue) => (issue.input === undefined ? "Indiquez votre adresse email" : "Adresse email invalide") })
      .max(254, "Adresse email trop longue"),
    source: z.enum(NEWSLETTER_SOURCES).default("footer"),
    consent: z.literal("on").optional(),
  })
  .superRefine((v, ctx) => {
    if (v.source !== "footer" && v.consent !== "on") ctx.addIssue({ code: "custom", path: ["consent"], message: CONSENT_REQUIRED });
  });
