import { UNSAFE_flatRoutes as flatRoutes } from "@remix-run/dev";

// "__" files are route helpers kept beside the routes that use them (decision 081), not routes.
const ignoredRouteFiles = ["**/.*", "**/*.test.*", "**/__*.*"];

/**
 * The routes whose pages exist in English (docs/i18n-plan.md adds them step by step, each once its
 * texts are whole in locales/en/): the same module answers `/…` and `/en/…` (decision 167).
 * `app/lib/i18n/lang.ts` lists their pages; a unit test holds the two together.
 */
export const ENGLISH_ROUTES = [
  "routes/_index",
  "routes/$",
  // Step 7: the legal pages.
  "routes/mentions-legales",
  "routes/cgv",
  "routes/confidentialite",
  "routes/retractation",
  "routes/accessibilite",
  // The purchase (docs/i18n-plan.md step 8): the cart, « Commander », the payment pages.
  "routes/cart",
  "routes/checkout",
  "routes/paiement-demo.$reference",
  "routes/commande.confirmation.$reference",
  "routes/success",
  "routes/cancel",
];

/** @type {import('@remix-run/dev').AppConfig} */
export default {
  ignoredRouteFiles,
  serverModuleFormat: "esm",
  tailwind: true,
  // Merged over the file routes by id: only the English ones change, by an optional `en` segment.
  routes: () => {
    const files = flatRoutes("app", ignoredRouteFiles);
    return Object.fromEntries(
      ENGLISH_ROUTES.map((id) => {
        const route = files[id];
        return [id, { ...route, path: route.path ? `en?/${route.path}` : "en?" }];
      }),
    );
  },
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_lazyRouteDiscovery: true,
    v3_singleFetch: true,
  },
};
