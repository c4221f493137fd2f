import Stripe from "stripe";
import { getConfig } from "./config.server";

let cached: { settings: string; client: Stripe } | undefined;

/**
 * The Stripe SDK client, or null when STRIPE_SECRET_KEY is unset (demo mode). STRIPE_API_HOST,
 * PORT and PROTOCOL point it at a Stripe-compatible server, which is how tests reach their fake.
 */
export function getStripe(): Stripe | null {
  const stripe = getConfig().stripe;
  if (!stripe) return null;
  const settings = JSON.stringify(stripe);
  // Rebuilt when the configuration changes, which only happens between test cases.
  if (cached?.settings !== settings) {
    cached = {
      settings,
      client: new Stripe(stripe.secretKey, {
        host: stripe.host,
        port: stripe.port,
        protocol: stripe.protocol,
        maxNetworkRetries: 1,
        timeout: 20_000,
        // The software that calls Stripe (its logs and support see it), not the brand.
        appInfo: { name: "maison-parfum" },
      }),
    };
  }
  return cached.client;
}

export function isStripeEnabled(): boolean {
  return Boolean(getConfig().stripe);
}
