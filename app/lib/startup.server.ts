import { ensureAdminFromEnv } from "./admin-accounts.server";
import { getConfig } from "./config.server";
import { getDb } from "./db.server";
import { gateRequest } from "./http-gate.server";
import { isHttpHookLoaded, registerGate } from "./request-context.server";

let started = false;

/**
 * Runs once when the server bundle loads: a bad configuration stops the server with the
 * variable's name, migrations and seed happen before the first request, and the operator is
 * told where the hidden admin lives.
 */
export async function startup() {
  if (started) return;
  started = true;
  const config = getConfig();
  getDb();
  await ensureAdminFromEnv();
  registerGate(gateRequest);
  if (config.nodeEnv !== "test") {
    if (!isHttpHookLoaded()) {
      console.warn(
        "Attention : serveur lancé sans scripts/http-hook.mjs (utilisez npm start) : " +
          "adresses des clients inconnues, requêtes malformées non filtrées.",
      );
    }
    const base = config.publicUrl ?? `http://localhost:${config.port}`;
    console.log(`Administration : ${base}/${config.adminPath}`);
    console.log(
      config.stripe
        ? "Paiements : Stripe Checkout"
        : "Paiements : mode démonstration (STRIPE_SECRET_KEY non défini)",
    );
  }
}
