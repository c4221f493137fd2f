import type { ActionFunctionArgs } from "@remix-run/node";
import { receiveStripeEvent } from "~/lib/use-cases/payment-events.server";
import { readRawBody } from "~/lib/platform/request-body.server";

/** Stripe's events, verified on the raw body; only POST exists, so a GET is a plain 405. */
export function loader() {
  return new Response("Méthode non autorisée", { status: 405, headers: { Allow: "POST" } });
}

export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return loader();
  const result = await receiveStripeEvent(await readRawBody(request), request.headers.get("Stripe-Signature"));
  switch (result.kind) {
    // Demo mode has no Stripe at all: the endpoint does not exist.
    case "disabled":
      return Response.json({ error: "paiements Stripe non activés" }, { status: 404 });
    // 500 makes Stripe retry, so events sent before the operator sets the secret are not lost.
    case "unconfigured":
      return Response.json({ error: "webhook non configuré" }, { status: 500 });
    case "refused":
      return Response.json({ error: result.reason }, { status: 400 });
    case "handled":
      return Response.json({ received: true, outcome: result.outcome });
  }
}
