import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "@remix-run/node";
import { adminHref } from "~/lib/auth/guard.server";
import { packagingFormId, packagingRegistrationSchema, packagingRemovalSchema } from "~/lib/legal/packaging-registrations";
import {
  addPackagingRegistration,
  removePackagingRegistration,
  updatePackagingRegistration,
} from "~/lib/legal/packaging-registrations.server";
import { problemResponse, BODY_PROBLEMS } from "~/lib/platform/request-body.server";
import { redirectWithToast } from "~/lib/platform/toast.server";
import { countryName, isCountryCode, type CountryCode } from "~/lib/shipping/countries";

export const PACKAGING_INTENTS = ["packaging-add", "packaging-save", "packaging-remove"] as const;
type PackagingIntent = (typeof PACKAGING_INTENTS)[number];

const STALE = {
  title: "Enregistrement non modifié",
  description: "Il a changé entre-temps (dans un autre onglet ou par une autre personne) : voici son état actuel.",
  type: "error",
} as const;

/**
 * The « Emballages (REP) par pays » section's three forms (decision 165). A refused form comes
 * back with its errors beside its fields (`form` says which one), what was typed kept; a save or
 * removal of a row that changed since the page was shown is refused and the page shows it anew.
 */
export async function savePackagingForm(request: Request, form: FormData, intent: PackagingIntent) {
  const back = adminHref("/informations-legales");
  if (intent === "packaging-remove") {
    const parsed = packagingRemovalSchema.safeParse(Object.fromEntries(form));
    if (!parsed.success) throw problemResponse(BODY_PROBLEMS.malformed);
    const { country, version } = parsed.data;
    if ((await removePackagingRegistration(country, version)) === "stale") return redirectWithToast(request, back, STALE);
    return redirectWithToast(request, back, { title: `Enregistrement retiré : ${countryName(country)}`, type: "success" });
  }
  const submission = parseWithZod(form, { schema: packagingRegistrationSchema });
  const country = form.get("country");
  const formId = intent === "packaging-add" || !isCountryCode(String(country)) ? packagingFormId(null) : packagingFormId(String(country) as CountryCode);
  if (submission.status !== "success") return data({ packagingForm: formId, packagingResult: submission.reply() }, { status: 400 });
  const input = submission.value;
  if (intent === "packaging-add") {
    if ((await addPackagingRegistration(input)) === "taken") {
      const taken = `${countryName(input.country)} a déjà un enregistrement : modifiez-le dans sa ligne.`;
      return data({ packagingForm: formId, packagingResult: submission.reply({ fieldErrors: { country: [taken] } }) }, { status: 400 });
    }
    return redirectWithToast(request, back, { title: `Enregistrement ajouté : ${countryName(input.country)}`, type: "success" });
  }
  if (input.version === undefined) throw problemResponse(BODY_PROBLEMS.malformed);
  if ((await updatePackagingRegistration({ ...input, version: input.version })) === "stale") return redirectWithToast(request, back, STALE);
  return redirectWithToast(request, back, { title: `Enregistrement mis à jour : ${countryName(input.country)}`, type: "success" });
}
