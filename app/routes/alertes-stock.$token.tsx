import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { pageTitle } from "~/lib/brand";
import { PRIVATE_PAGE_HEADERS, privatePageHeaders } from "~/lib/after-sale/private-page";
import { readForm } from "~/lib/platform/request-body.server";
import { redirectWithToast } from "~/lib/platform/toast.server";
import { awaitedName, awaitedProductPath, requestPath } from "~/lib/stock-alerts/awaited";
import { isOneClickUnsubscribe } from "~/lib/mail/one-click";
import { cancelStockAlert, confirmStockAlert, findStockAlert } from "~/lib/stock-alerts/requests.server";
import { IntentButton } from "~/components/ui/intent-button";

export const meta: MetaFunction = () => [
  { title: pageTitle("Mon alerte de retour en stock") },
  { name: "description", content: "Confirmer ou annuler votre demande d'alerte de retour en stock." },
  { name: "robots", content: "noindex, nofollow" },
];

export const headers = privatePageHeaders;

/** What the link of a confirmation email opens. Reading it never confirms: mail scanners open links too. */
export async function loader({ params }: LoaderFunctionArgs) {
  const alert = await findStockAlert(params.token ?? "");
  if (!alert) return data({ alert: null }, { status: 404, headers: PRIVATE_PAGE_HEADERS });
  return data({ alert: { name: awaitedName(alert), productPath: awaitedProductPath(alert), confirmed: alert.confirmed } }, { headers: PRIVATE_PAGE_HEADERS });
}

/** « Confirmer mon alerte », « Annuler ma demande », or a mail client's one-click unsubscribe (RFC 8058). */
export async function action({ params, request }: ActionFunctionArgs) {
  const token = params.token ?? "";
  const form = await readForm(request);
  if (isOneClickUnsubscribe(form)) {
    await cancelStockAlert(token);
    return new Response(null, { status: 200, headers: PRIVATE_PAGE_HEADERS });
  }
  const here = requestPath(token);
  const intent = form.get("intent");
  if (intent === "confirm") {
    const outcome = await confirmStockAlert(token);
    if (outcome === "missing") return redirectWithToast(request, here, { title: "Demande introuvable", type: "error" });
    return redirectWithToast(request, here, {
      title: "Alerte confirmée",
      description: "Nous vous écrirons une fois, dès le retour de ce format.",
      type: "success",
    });
  }
  if (intent === "cancel") {
    const alert = await findStockAlert(token);
    if (!alert || !(await cancelStockAlert(token))) return redirectWithToast(request, here, { title: "Demande introuvable", type: "error" });
    return redirectWithToast(request, awaitedProductPath(alert), {
      title: "Demande annulée",
      description: "Votre adresse est effacée : vous ne recevrez pas d'alerte pour ce format.",
      type: "success",
    });
  }
  return data({ error: "Action inconnue" }, { status: 400, headers: PRIVATE_PAGE_HEADERS });
}


export default function StockAlertPage() {
  const { alert } = useLoaderData<typeof loader>();
  return (
    <section className="container-shop max-w-2xl py-12 md:py-16">
      <p className="eyebrow">Me prévenir du retour</p>
      {alert ? (
        <>
          <h1 className="mt-2 text-4xl md:text-5xl">{alert.confirmed ? "Alerte confirmée" : "Confirmer mon alerte"}</h1>
          <p className="mt-4 leading-relaxed text-ink/90">
            {alert.confirmed
              ? `Nous vous écrirons une seule fois, dès le retour de ${alert.name}. Votre demande est ensuite effacée.`
              : `Confirmez pour être prévenu(e) par email, une seule fois, du retour de ${alert.name}. Sans confirmation, la demande ne compte pas et sera effacée.`}
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            {alert.confirmed ? null : <IntentButton intent="confirm" label="Confirmer mon alerte" primary />}
            <IntentButton intent="cancel" label={alert.confirmed ? "Ne plus être prévenu(e)" : "Annuler ma demande"} />
          </div>
          <p className="mt-8">
            <Link to={alert.productPath} className="underline hover:text-gold-dark">
              Voir {alert.name}
            </Link>
          </p>
        </>
      ) : (
        <>
          <h1 className="mt-2 text-4xl md:text-5xl">Demande introuvable</h1>
          <p className="mt-4 leading-relaxed text-ink/90">
            Cette demande d'alerte n'existe plus : son alerte est partie, elle a été annulée, ou elle n'a pas été confirmée à temps.
          </p>
          <Link to="/collections" className="btn-dark mt-8">
            Voir les collections
          </Link>
        </>
      )}
    </section>
  );
}
