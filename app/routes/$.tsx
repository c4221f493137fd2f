/**
 * Every address no other route takes (two segments or more: a single one is a collection's). Left
 * unmatched, such an address got the root's error screen without the root's data, and the browser,
 * which discovers routes lazily (v3_lazyRouteDiscovery), hydrated it with other matches than the
 * server's (a partial match of /{slug}): React's hydration error #418 on every visit, then the whole
 * document rendered again in the browser. Matched here, both sides render the same routes, and the
 * root loader runs (the cart in the header). The thrown 404 shows the root's error screen, and its
 * title, as before.
 */
export function loader() {
  throw new Response("Page non trouvée", { status: 404, statusText: "Not Found" });
}

// Never rendered (the loader always throws); without a component this would be a resource route,
// and the 404 would be sent bare instead of the shop's error screen.
export default function NoPage() {
  return null;
}
