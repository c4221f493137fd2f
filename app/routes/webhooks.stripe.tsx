import type { ActionFunctionArgs } from "@remix-run/node";
import { receiveStripeWebhook } from "~/lib/payments.server";
import { readRawBody } from "~/lib/request-body.server";
import { siteOrigin } from "~/lib/site-url.server";

/** Stripe's events, verified on the raw body; only POST exists, so a GET is a plain 405. */
export function loader() {
  return new Response("Méthode non autorisée", { status: 405, headers: { Allow: "POST" } });
}

export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return loader();
  return receiveStripeWebhook(await readRawBody(request), request.headers.get("Stripe-Signature"), siteOrigin(request));
}
