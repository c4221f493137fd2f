import { createRequire } from "node:module";
import type { AgnosticRouteObject } from "@remix-run/router";
import { describe, expect, it } from "vitest";

// The server runs the CommonJS build of @remix-run/router, the file patches/ changes (decision 070).
const router = createRequire(import.meta.url)("@remix-run/router") as typeof import("@remix-run/router");

/** The shape of the shop's tree: static pages, a dynamic slug holding the admin, params, a splat. */
function shopRoutes(): AgnosticRouteObject[] {
  return [
    {
      id: "root",
      path: "",
      children: [
        { id: "index", index: true },
        { id: "collections", path: "collections" },
        { id: "product", path: "products/:id" },
        { id: "uploads", path: "uploads/*" },
        { id: "csv", path: ":slug/commandes.csv" },
        {
          id: "slug",
          path: ":slug",
          children: [
            {
              id: "admin",
              children: [
                { id: "perfumes", path: "parfums" },
                { id: "perfume", path: "parfums/:id" },
                { id: "photos", path: "parfums/:id/photos" },
                { id: "orders", path: "commandes" },
              ],
            },
          ],
        },
      ],
    },
  ];
}

const ids = (matches: ReturnType<typeof router.matchRoutes>) => matches?.map((m) => m.route.id) ?? null;

describe("route matching with the memoized branches and patterns", () => {
  it("matches every kind of path the same on the first and the following requests", () => {
    const routes = shopRoutes();
    const cases: [string, string[] | null][] = [
      ["/", ["root", "index"]],
      ["/collections", ["root", "collections"]],
      ["/COLLECTIONS/", ["root", "collections"]],
      ["/collection-homme", ["root", "slug"]],
      ["/products/minuit-profond", ["root", "product"]],
      ["/uploads/a/b.webp", ["root", "uploads"]],
      ["/admin-x/parfums/12/photos", ["root", "slug", "admin", "photos"]],
      ["/admin-x/parfums/12", ["root", "slug", "admin", "perfume"]],
      ["/admin-x/commandes.csv", ["root", "csv"]],
      ["/a/b/c/d", null],
    ];
    for (let round = 0; round < 3; round++) {
      for (const [path, expected] of cases) expect(ids(router.matchRoutes(routes, path)), path).toEqual(expected);
    }
    const product = router.matchRoutes(routes, "/products/eau-de-nuit");
    expect(product?.at(-1)?.params).toEqual({ id: "eau-de-nuit" });
    expect(router.matchPath("/products/:id", "/products/ambre")?.params).toEqual({ id: "ambre" });
    expect(router.matchPath({ path: "/Products/:id", caseSensitive: true }, "/products/ambre")).toBeNull();
  });

  it("ranks a routes array once: the memory is keyed by the array, which the server never changes", () => {
    const routes = shopRoutes();
    expect(ids(router.matchRoutes(routes, "/nouveautes"))).toEqual(["root", "slug"]);
    // Changing the array behind the router's back is outside its contract; with the patch applied
    // the first ranking stands, which is how this test knows the patch is installed.
    routes[0].children!.push({ id: "news", path: "nouveautes" });
    expect(ids(router.matchRoutes(routes, "/nouveautes"))).toEqual(["root", "slug"]);
  });

  it("gives each caller matches of its own, and stays right past the remembered pathnames", () => {
    const routes = shopRoutes();
    const first = router.matchRoutes(routes, "/products/ambre")!;
    (first.at(-1)!.params as Record<string, string>).id = "changé par un loader";
    first.pop();
    const second = router.matchRoutes(routes, "/products/ambre")!;
    expect(ids(second)).toEqual(["root", "product"]);
    expect(second.at(-1)!.params).toEqual({ id: "ambre" });
    for (let i = 0; i < 2500; i++) {
      expect(router.matchRoutes(routes, `/products/p-${i}`)?.at(-1)?.params.id).toBe(`p-${i}`);
    }
    expect(ids(router.matchRoutes(routes, "/admin-x/parfums/3/photos"))).toEqual(["root", "slug", "admin", "photos"]);
    expect(router.matchRoutes(routes, "/products/ambre")!.at(-1)!.params).toEqual({ id: "ambre" });
  });

  it("matches the routes the router adds itself (lazy route discovery)", () => {
    const memory = router.createRouter({
      routes: shopRoutes(),
      history: router.createMemoryHistory({ initialEntries: ["/"] }),
    });
    expect(ids(router.matchRoutes(memory.routes, "/nouveautes"))).toEqual(["root", "slug"]);
    memory.patchRoutes("root", [{ id: "news", path: "nouveautes" }]);
    expect(ids(router.matchRoutes(memory.routes, "/nouveautes"))).toEqual(["root", "news"]);
    memory.dispose();
  });
});
