import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { PRIVATE_PAGE_HEADERS, privatePageHeaders } from "~/lib/after-sale/private-page";
import { pageTitle } from "~/lib/brand";
import { isOneClickUnsubscribe } from "~/lib/mail/one-click";
import { subscriptionPath } from "~/lib/newsletter/sources";
import { confirmSubscription, findSubscription, unsubscribe } from "~/lib/newsletter/subscriptions.server";
import { readForm } from "~/lib/platform/request-body.server";
import { redirectWithToast } from "~/lib/platform/toast.server";
import { IntentButton } from "~/components/ui/intent-button";

export const meta: MetaFunction = () => [
  { title: pageTitle("Mon inscription à la lettre d'information") },
  { name: "description", content: "Confirmer ou annuler votre inscription à la lettre d'information." },
  { name: "robots", content: "noindex, nofollow" },
];

export const headers = privatePageHeaders;

/** What the confirmation email's link opens. Reading it never confirms: mail scanners open links too. */
export async function loader({ params }: LoaderFunctionArgs) {
  const subscription = await findSubscription(params.token ?? "");
  return data({ subscription }, { status: subscription ? 200 : 404, headers: PRIVATE_PAGE_HEADERS });
}

/** « Confirmer mon inscription », « Me désinscrire », or a mail client's one-click unsubscribe (RFC 8058). */
export async function action({ params, request }: ActionFunctionArgs) {
  const token = params.token ?? "";
  const form = await readForm(request);
  if (isOneClickUnsubscribe(form)) {
    await unsubscribe(token);
    return new Response(null, { status: 200, headers: PRIVATE_PAGE_HEADERS });
  }
  const here = subscriptionPath(token);
  const intent = form.get("intent");
  if (intent === "confirm") {
    const outcome = await confirmSubscription(token);
    if (outcome === "missing") return redirectWithToast(request, here, { title: "Inscription introuvable", type: "error" });
    return redirectWithToast(request, here, { title: "Inscription confirmée", description: "Merci : vous recevrez notre lettre d'information.", type: "success" });
  }
  if (intent === "unsubscribe") {
    if (!(await unsubscribe(token))) return redirectWithToast(request, here, { title: "Inscription introuvable", type: "error" });
    return redirectWithToast(request, "/", { title: "Désinscription faite", description: "Votre adresse est effacée de notre liste.", type: "success" });
  }
  return data({ error: "Action inconnue" }, { status: 400, headers: PRIVATE_PAGE_HEADERS });
}


export default function NewsletterSubscriptionPage() {
  const { subscription } = useLoaderData<typeof loader>();
  return (
    <section className="container-shop max-w-2xl py-12 md:py-16">
      <p className="eyebrow">Lettre d'information</p>
      {subscription ? (
        <>
          <h1 className="mt-2 text-4xl md:text-5xl">{subscription.confirmed ? "Inscription confirmée" : "Confirmer mon inscription"}</h1>
          <p className="mt-4 leading-relaxed text-ink/90">
            {subscription.confirmed
              ? "Vous êtes inscrit(e) à notre lettre d'information. Chaque message contient un lien pour vous désinscrire."
              : "Confirmez pour recevoir notre lettre d'information. Sans confirmation, votre demande ne compte pas et votre adresse sera effacée."}
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            {subscription.confirmed ? null : <IntentButton intent="confirm" label="Confirmer mon inscription" primary />}
            <IntentButton intent="unsubscribe" label={subscription.confirmed ? "Me désinscrire" : "Annuler ma demande"} />
          </div>
        </>
      ) : (
        <>
          <h1 className="mt-2 text-4xl md:text-5xl">Inscription introuvable</h1>
          <p className="mt-4 leading-relaxed text-ink/90">
            Cette inscription n'existe plus : elle a été annulée, remplacée par une demande plus récente, ou n'a pas été confirmée à temps.
          </p>
          <Link to="/newsletter" className="btn-dark mt-8">
            M'inscrire à nouveau
          </Link>
        </>
      )}
    </section>
  );
}
