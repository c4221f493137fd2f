import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import {
  data,
  MaxPartSizeExceededError,
  unstable_createMemoryUploadHandler,
  unstable_parseMultipartFormData,
} from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useAdminHref } from "~/components/admin/admin-href";
import { DemoReviewsPanel } from "~/components/admin/demo-reviews-panel";
import { GuaranteeArtworkPanel } from "~/components/admin/guarantee-artwork-panel";
import { LegalIdentityForm } from "~/components/admin/legal-identity-form";
import { OssRegistrationPanel } from "~/components/admin/oss-registration-panel";
import { PackagingRegistrationsPanel } from "~/components/admin/packaging-registrations-panel";
import { ADMIN_HEADERS, adminHeaders, adminHref, requireAdmin } from "~/lib/auth/guard.server";
import { adminMeta } from "~/lib/admin/meta";
import {
  ARTWORK_REFUSED,
  ARTWORK_TOO_LARGE,
  ArtworkError,
  guaranteeArtworks,
  removeGuaranteeArtwork,
  storeGuaranteeArtwork,
} from "~/lib/legal/guarantee-artwork.server";
import { NOTICE_LANGUAGES, type NoticeLanguage } from "~/lib/legal/guarantee-notice";
import { ossRegistrationSchema } from "~/lib/legal/distance-sales";
import { identitySchema } from "~/lib/legal/identity";
import { missingPackagingRegistrations } from "~/lib/legal/packaging-registrations";
import { listPackagingRegistrations } from "~/lib/legal/packaging-registrations.server";
import { servedCountries } from "~/lib/shipping/served-countries.server";
import { getShopSettings, identityOf, saveOssRegistration, saveShopSettings, setDemoReviewsShown } from "~/lib/legal/shop-settings.server";
import { BODY_PROBLEMS, formPostProblem, problemResponse, readForm, withSaneNames } from "~/lib/platform/request-body.server";
import { IMAGE_MAX_BYTES } from "~/lib/platform/upload-limits";
import { redirectWithToast } from "~/lib/platform/toast.server";
import { PACKAGING_INTENTS, savePackagingForm } from "./__packaging-form.server";

export const meta: MetaFunction = () => adminMeta("Informations légales");
export const headers = adminHeaders;
export { AdminErrorBoundary as ErrorBoundary } from "~/components/admin/admin-error";

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request, params);
  const settings = await getShopSettings();
  const packagingRegistrations = await listPackagingRegistrations();
  return data(
    {
      identity: identityOf(settings),
      accessibilityRegime: settings.accessibility_regime,
      demoReviewsShown: settings.show_demo_reviews,
      ossRegisteredOn: settings.oss_registered_on,
      guaranteeArtworks: await guaranteeArtworks(),
      packagingRegistrations,
      servedWithoutPackaging: missingPackagingRegistrations(await servedCountries(), packagingRegistrations),
    },
    { headers: ADMIN_HEADERS },
  );
}

const languageOf = (value: FormDataEntryValue | null): NoticeLanguage | null =>
  NOTICE_LANGUAGES.find((language) => language === value) ?? null;

/** The official notice's upload: the file held in memory up to the limit, the other fields as text. */
async function readArtworkForm(request: Request): Promise<FormData | "too-large"> {
  try {
    const form = await unstable_parseMultipartFormData(
      request,
      unstable_createMemoryUploadHandler({ maxPartSize: IMAGE_MAX_BYTES }),
    );
    return withSaneNames(form);
  } catch (error) {
    if (error instanceof MaxPartSizeExceededError) return "too-large";
    throw problemResponse(BODY_PROBLEMS.malformed);
  }
}

/** Stores the Commission's file for a language (decision 141); a refused file is said beside the field. */
async function saveArtwork(request: Request) {
  const form = await readArtworkForm(request);
  const refused = (artworkError: string) => data({ result: undefined, artworkError }, { status: 400 });
  if (form === "too-large") return refused(ARTWORK_TOO_LARGE);
  const language = languageOf(form.get("language"));
  const file = form.get("file");
  if (!language || !(file instanceof File) || file.size === 0) return refused(ARTWORK_REFUSED);
  try {
    await storeGuaranteeArtwork(language, new Uint8Array(await file.arrayBuffer()));
  } catch (error) {
    if (error instanceof ArtworkError) return refused(error.message);
    throw error;
  }
  return redirectWithToast(request, adminHref("/informations-legales"), { title: "Notice officielle de l'UE enregistrée", type: "success" });
}

export async function action({ request, params }: ActionFunctionArgs) {
  await requireAdmin(request, params);
  const contentType = request.headers.get("Content-Type");
  const problem = formPostProblem(request.method, contentType);
  if (problem) throw problemResponse(problem);
  if (contentType?.startsWith("multipart/form-data")) return saveArtwork(request);
  const form = await readForm(request);
  if (form.get("intent") === "guarantee-artwork-remove") {
    const language = languageOf(form.get("language"));
    if (language) await removeGuaranteeArtwork(language);
    return redirectWithToast(request, adminHref("/informations-legales"), {
      title: "Notice de l'UE : la reproduction est de nouveau affichée",
      type: "success",
    });
  }
  const packagingIntent = PACKAGING_INTENTS.find((intent) => intent === form.get("intent"));
  if (packagingIntent) return savePackagingForm(request, form, packagingIntent);
  if (form.get("intent") === "demo-reviews") {
    const shown = form.get("show") === "1";
    await setDemoReviewsShown(shown);
    return redirectWithToast(request, adminHref("/informations-legales"), {
      title: shown ? "Avis de démonstration affichés sur l'accueil" : "Avis de démonstration masqués sur l'accueil",
      type: "success",
    });
  }
  if (form.get("intent") === "oss-registration") {
    const oss = parseWithZod(form, { schema: ossRegistrationSchema });
    if (oss.status !== "success") return data({ ossResult: oss.reply(), artworkError: null }, { status: 400 });
    await saveOssRegistration(oss.value.oss_registered_on);
    return redirectWithToast(request, adminHref("/informations-legales"), { title: "Régime TVA des ventes dans l'UE enregistré", type: "success" });
  }
  const submission = parseWithZod(form, { schema: identitySchema });
  if (submission.status !== "success") return data({ result: submission.reply(), artworkError: null }, { status: 400 });
  await saveShopSettings(submission.value);
  return redirectWithToast(request, adminHref("/informations-legales"), {
    title: "Informations légales enregistrées",
    type: "success",
  });
}

export default function LegalIdentityRoute() {
  const { identity, accessibilityRegime, demoReviewsShown, ossRegisteredOn, guaranteeArtworks: artworks, packagingRegistrations, servedWithoutPackaging } =
    useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const href = useAdminHref();
  return (
    <div className="space-y-6">
      <div>
        <h2 className="text-3xl">Informations légales</h2>
        <p className="mt-2 max-w-2xl text-sm text-ink/80">
          Ces informations alimentent les mentions légales, les conditions générales de vente, la politique de
          confidentialité, le formulaire de rétractation, la déclaration d'accessibilité et la page Contact. Les taux
          de TVA se tiennent dans <Link to={href("/taux-tva")} className="underline hover:text-gold-dark">Taux de TVA</Link>.
        </p>
      </div>
      <LegalIdentityForm
        identity={identity}
        accessibilityRegime={accessibilityRegime}
        lastResult={result && "result" in result ? result.result : undefined}
      />
      <OssRegistrationPanel registeredOn={ossRegisteredOn} lastResult={result && "ossResult" in result ? result.ossResult : undefined} />
      <PackagingRegistrationsPanel
        registrations={packagingRegistrations}
        servedWithoutRegistration={servedWithoutPackaging}
        refused={result && "packagingForm" in result ? result : null}
      />
      <GuaranteeArtworkPanel artworks={artworks} error={result && "artworkError" in result ? result.artworkError : null} />
      <DemoReviewsPanel shown={demoReviewsShown} />
    </div>
  );
}
