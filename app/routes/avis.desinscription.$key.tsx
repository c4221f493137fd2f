import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useLoaderData, useNavigation } from "@remix-run/react";
import { pageTitle } from "~/lib/brand";
import { PRIVATE_PAGE_HEADERS, privatePageHeaders } from "~/lib/after-sale/private-page";
import { readForm } from "~/lib/platform/request-body.server";
import { redirectWithToast } from "~/lib/platform/toast.server";
import { isOptedOut, optOutOfInvitations } from "~/lib/reviews/invitations.server";
import { invitationOptOutPath } from "~/lib/reviews/paths";
import { isOneClickUnsubscribe } from "~/lib/stock-alerts/one-click";

export const meta: MetaFunction = () => [
  { title: pageTitle("Ne plus être invité à donner un avis") },
  { name: "description", content: "Ne plus recevoir d'email d'invitation à donner votre avis après une commande." },
  { name: "robots", content: "noindex, nofollow" },
];

export const headers = privatePageHeaders;

/** Reading the link changes nothing (mail scanners open links): the page only says where the address stands. */
export async function loader({ params }: LoaderFunctionArgs) {
  return data({ optedOut: await isOptedOut(params.key ?? "") }, { headers: PRIVATE_PAGE_HEADERS });
}

/** The page's button, or a mail client's one-click unsubscribe (RFC 8058). */
export async function action({ params, request }: ActionFunctionArgs) {
  const key = params.key ?? "";
  const form = await readForm(request);
  if (isOneClickUnsubscribe(form)) {
    await optOutOfInvitations(key);
    return new Response(null, { status: 200, headers: PRIVATE_PAGE_HEADERS });
  }
  if (form.get("intent") !== "stop" || !(await optOutOfInvitations(key))) {
    return data({ error: "Lien non valide" }, { status: 400, headers: PRIVATE_PAGE_HEADERS });
  }
  return redirectWithToast(request, invitationOptOutPath(key), {
    title: "C'est noté",
    description: "Nous ne vous inviterons plus à donner votre avis après une commande.",
    type: "success",
  });
}

export default function StopInvitationsPage() {
  const { optedOut } = useLoaderData<typeof loader>();
  const busy = useNavigation().state === "submitting";
  return (
    <section className="container-shop max-w-2xl py-12 md:py-16">
      <p className="eyebrow">Avis clients</p>
      <h1 className="mt-2 text-4xl md:text-5xl">Ne plus être invité à donner un avis</h1>
      {optedOut ? (
        <p className="mt-4 leading-relaxed text-ink/90">
          C'est fait : nous ne vous enverrons plus d'invitation à donner votre avis. Vous pouvez toujours en donner un depuis la page de suivi d'une commande.
        </p>
      ) : (
        <>
          <p className="mt-4 leading-relaxed text-ink/90">
            Après une livraison, nous envoyons un seul email pour vous inviter à donner votre avis. Confirmez pour ne plus en recevoir.
          </p>
          <Form method="post" className="mt-8">
            <button type="submit" name="intent" value="stop" className="btn-dark w-full sm:w-auto" disabled={busy}>
              Ne plus recevoir ces invitations
            </button>
          </Form>
        </>
      )}
      <Link to="/collections" className="mt-8 inline-block underline hover:text-gold-dark">
        Voir les collections
      </Link>
    </section>
  );
}
