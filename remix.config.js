/** @type {import('@remix-run/dev').AppConfig} */
export default {
  // "__" files are route helpers kept beside the routes that use them (decision 081), not routes.
  ignoredRouteFiles: ["**/.*", "**/*.test.*", "**/__*.*"],
  serverModuleFormat: "esm",
  tailwind: true,
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_lazyRouteDiscovery: true,
    v3_singleFetch: true,
  },
};
