import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useLoaderData, useNavigation } from "@remix-run/react";
import { pageTitle } from "~/lib/brand";
import { PRIVATE_PAGE_HEADERS, privatePageHeaders } from "~/lib/after-sale/private-page";
import { readForm } from "~/lib/platform/request-body.server";
import { redirectWithToast } from "~/lib/platform/toast.server";
import { addressPath } from "~/lib/stock-alerts/awaited";
import { isOneClickUnsubscribe } from "~/lib/mail/one-click";
import { forgetAddress, waitingForAddress } from "~/lib/stock-alerts/requests.server";

export const meta: MetaFunction = () => [
  { title: pageTitle("Ne plus recevoir d'alertes") },
  { name: "description", content: "Effacer toutes vos demandes d'alerte de retour en stock." },
  { name: "robots", content: "noindex, nofollow" },
];

export const headers = privatePageHeaders;

/** The alert email's « Ne plus recevoir d'alertes »: how many requests the address still has, nothing changed. */
export async function loader({ params }: LoaderFunctionArgs) {
  return data({ waiting: await waitingForAddress(params.key ?? "") }, { headers: PRIVATE_PAGE_HEADERS });
}

/** The button of this page, or a mail client's one-click unsubscribe (RFC 8058): every request of the address. */
export async function action({ params, request }: ActionFunctionArgs) {
  const key = params.key ?? "";
  const form = await readForm(request);
  if (isOneClickUnsubscribe(form)) {
    await forgetAddress(key);
    return new Response(null, { status: 200, headers: PRIVATE_PAGE_HEADERS });
  }
  if (form.get("intent") !== "stop") return data({ error: "Action inconnue" }, { status: 400, headers: PRIVATE_PAGE_HEADERS });
  await forgetAddress(key);
  return redirectWithToast(request, addressPath(key), {
    title: "Alertes effacées",
    description: "Nous ne vous écrirons plus au sujet d'un retour en stock.",
    type: "success",
  });
}

export default function StopAlertsPage() {
  const { waiting } = useLoaderData<typeof loader>();
  const busy = useNavigation().state === "submitting";
  return (
    <section className="container-shop max-w-2xl py-12 md:py-16">
      <p className="eyebrow">Me prévenir du retour</p>
      <h1 className="mt-2 text-4xl md:text-5xl">Ne plus recevoir d'alertes</h1>
      {waiting > 0 ? (
        <>
          <p className="mt-4 leading-relaxed text-ink/90">
            {waiting > 1
              ? `${waiting} demandes d'alerte attendent encore pour cette adresse. Effacez-les pour ne plus recevoir aucun email de retour en stock.`
              : "Une demande d'alerte attend encore pour cette adresse. Effacez-la pour ne plus recevoir aucun email de retour en stock."}
          </p>
          <Form method="post" className="mt-8">
            <button type="submit" name="intent" value="stop" className="btn-dark w-full sm:w-auto" disabled={busy}>
              Effacer mes demandes d'alerte
            </button>
          </Form>
        </>
      ) : (
        <p className="mt-4 leading-relaxed text-ink/90">
          Aucune demande d'alerte n'attend pour cette adresse : nous ne vous écrirons plus au sujet d'un retour en stock.
        </p>
      )}
      <Link to="/collections" className="mt-8 inline-block underline hover:text-gold-dark">
        Voir les collections
      </Link>
    </section>
  );
}
