import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { DemoReviewsPanel } from "~/components/admin/demo-reviews-panel";
import { LegalIdentityForm } from "~/components/admin/legal-identity-form";
import { ADMIN_HEADERS, adminHeaders, adminHref, requireAdmin } from "~/lib/auth/guard.server";
import { adminMeta } from "~/lib/admin/meta";
import { identitySchema } from "~/lib/legal/identity";
import { getShopSettings, identityOf, saveShopSettings, setDemoReviewsShown } from "~/lib/legal/shop-settings.server";
import { vatRatePercent } from "~/lib/legal/vat";
import { readForm } from "~/lib/platform/request-body.server";
import { redirectWithToast } from "~/lib/platform/toast.server";

export const meta: MetaFunction = () => adminMeta("Informations légales");
export const headers = adminHeaders;
export { AdminErrorBoundary as ErrorBoundary } from "~/components/admin/admin-error";

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request, params);
  const settings = await getShopSettings();
  return data(
    {
      identity: identityOf(settings),
      vatRate: vatRatePercent(settings.vat_rate_bp),
      accessibilityRegime: settings.accessibility_regime,
      demoReviewsShown: settings.show_demo_reviews,
    },
    { headers: ADMIN_HEADERS },
  );
}

export async function action({ request, params }: ActionFunctionArgs) {
  await requireAdmin(request, params);
  const form = await readForm(request);
  if (form.get("intent") === "demo-reviews") {
    const shown = form.get("show") === "1";
    await setDemoReviewsShown(shown);
    return redirectWithToast(request, adminHref("/informations-legales"), {
      title: shown ? "Avis de démonstration affichés sur l'accueil" : "Avis de démonstration masqués sur l'accueil",
      type: "success",
    });
  }
  const submission = parseWithZod(form, { schema: identitySchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  await saveShopSettings(submission.value);
  return redirectWithToast(request, adminHref("/informations-legales"), {
    title: "Informations légales enregistrées",
    type: "success",
  });
}

export default function LegalIdentityRoute() {
  const { identity, vatRate, accessibilityRegime, demoReviewsShown } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <div className="space-y-6">
      <div>
        <h2 className="text-3xl">Informations légales</h2>
        <p className="mt-2 max-w-2xl text-sm text-ink/80">
          Ces informations alimentent les mentions légales, les conditions générales de vente, la politique de
          confidentialité, le formulaire de rétractation, la déclaration d'accessibilité et la page Contact.
        </p>
      </div>
      <LegalIdentityForm identity={identity} vatRate={vatRate} accessibilityRegime={accessibilityRegime} lastResult={result?.result} />
      <DemoReviewsPanel shown={demoReviewsShown} />
    </div>
  );
}
