// The smallest Remix page, built and served beside the shop by `npm run bench` as the framework's
// floor: same Remix version, same future flags, Remix's default entries, remix-serve.
/** @type {import('@remix-run/dev').AppConfig} */
export default {
  serverModuleFormat: "esm",
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_lazyRouteDiscovery: true,
    v3_singleFetch: true,
  },
};
