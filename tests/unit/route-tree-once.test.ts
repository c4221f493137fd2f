import { createRequire } from "node:module";
import type { ReactElement } from "react";
import { describe, expect, it } from "vitest";

// The server's CommonJS builds, the files patches/ changes (decision 074).
const require = createRequire(import.meta.url);
const { RemixServer } = require("@remix-run/react/dist/server.js") as {
  RemixServer: (props: { context: unknown; url: string }) => ReactElement;
};

type StaticRouter = { routes: { id: string; children?: { id: string }[] }[] };

/** A two-route build as Remix's server hands it to entry.server, with the given page's data. */
function entryContext(modules: Record<string, unknown>, page: string) {
  const location = { pathname: "/", search: "", hash: "", state: null, key: "default" };
  return {
    manifest: {
      routes: {
        root: { id: "root", path: "", hasLoader: true, hasAction: false, hasClientLoader: false },
        "routes/_index": { id: "routes/_index", parentId: "root", index: true, hasLoader: true, hasAction: false, hasClientLoader: false },
      },
    },
    // Remix builds this object anew for every request; the modules in it are the build's.
    routeModules: { ...modules },
    staticHandlerContext: { basename: "", location, matches: [], loaderData: { root: { page } }, actionData: null, errors: null, statusCode: 200, loaderHeaders: {}, actionHeaders: {}, activeDeferreds: null },
    future: { v3_singleFetch: true },
    isSpaMode: false,
  };
}

function routerOf(element: unknown): StaticRouter {
  const queue: unknown[] = [element];
  while (queue.length) {
    const node = queue.shift() as { props?: { router?: StaticRouter; children?: unknown } } | null;
    if (!node || typeof node !== "object") continue;
    if (node.props?.router) return node.props.router;
    const children = node.props?.children;
    queue.push(...(Array.isArray(children) ? children : [children]));
  }
  throw new Error("pas de routeur dans l'élément");
}

describe("the route tree of a build is built once, not for every render", () => {
  const modules = { root: { default: () => null }, "routes/_index": { default: () => null } };
  const manifestOf = entryContext(modules, "").manifest;

  it("two renders of the same build share one route tree, each with its own data", () => {
    const first = entryContext(modules, "un");
    const second = { ...entryContext(modules, "deux"), manifest: first.manifest };
    const a = routerOf(RemixServer({ context: first, url: "http://boutique.test/" }));
    const b = routerOf(RemixServer({ context: second, url: "http://boutique.test/" }));
    expect(b.routes).toBe(a.routes);
    expect(a.routes[0].id).toBe("root");
    expect(a.routes[0].children?.map((r) => r.id)).toEqual(["routes/_index"]);
    expect(first.staticHandlerContext.loaderData.root.page).toBe("un");
    expect(second.staticHandlerContext.loaderData.root.page).toBe("deux");
  });

  it("another build (other modules, other manifest) gets its own tree", () => {
    const base = routerOf(RemixServer({ context: { ...entryContext(modules, ""), manifest: manifestOf }, url: "http://boutique.test/" }));
    const rebuilt = { root: { default: () => null }, "routes/_index": { default: () => null } };
    const other = routerOf(RemixServer({ context: { ...entryContext(rebuilt, ""), manifest: manifestOf }, url: "http://boutique.test/" }));
    expect(other.routes).not.toBe(base.routes);
    const fresh = routerOf(RemixServer({ context: entryContext(modules, ""), url: "http://boutique.test/" }));
    expect(fresh.routes).not.toBe(base.routes);
  });
});
