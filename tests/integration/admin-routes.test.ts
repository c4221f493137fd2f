import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { ADMIN_PATH, BASE } from "./admin-helpers";

type Args = { request: Request; params: Record<string, string>; context: Record<string, never> };
type RouteModule = { loader?: (args: Args) => unknown; action?: (args: Args) => unknown; headers?: unknown };

/** Every admin screen: the route modules below $slug (the collection page itself apart). */
const files = fs
  .readdirSync("app/routes")
  .filter((f) => f.startsWith("$slug.") && f !== "$slug.tsx")
  .map((f) => f.replace(/\.tsx$/, ""));

// The only screens open without a session: the sign-in, and sign-out's GET (a redirect back).
const OPEN_LOADERS = new Set(["$slug.connexion", "$slug.deconnexion"]);
const OPEN_ACTIONS = new Set(["$slug.connexion"]);

async function answer(run: () => unknown) {
  try {
    const result = await run();
    if (result instanceof Response) return result;
    const init = (result as { init?: { status?: number } | null }).init;
    return new Response(null, { status: init?.status ?? 200 });
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

function args(slug: string, method: "GET" | "POST"): Args {
  const init: RequestInit = method === "POST" ? { method, body: new URLSearchParams({ name: "x" }) } : {};
  return { request: new Request(`${BASE}/${slug}/ecran`, init), params: { slug, id: "1" }, context: {} };
}

describe("every admin route module guards itself", () => {
  it("finds the admin's screens", () => {
    expect(files.length).toBeGreaterThanOrEqual(18);
  });

  for (const file of files) {
    it(`${file}: a wrong path is a 404, no session goes to the sign-in, headers are private`, async () => {
      const module = (await import(`../../app/routes/${file}.tsx`)) as RouteModule;
      expect(module.loader ?? module.action, "a route without loader nor action").toBeDefined();
      if (!file.endsWith("[.]csv")) expect(module.headers, "headers export").toBeDefined();
      for (const [kind, open] of [
        ["loader", OPEN_LOADERS],
        ["action", OPEN_ACTIONS],
      ] as const) {
        const handler = module[kind];
        if (!handler) continue;
        const method = kind === "loader" ? "GET" : "POST";
        const wrong = await answer(() => handler(args(`${ADMIN_PATH}x`, method)));
        expect(wrong.status, `${kind} at a wrong path`).toBe(404);
        if (open.has(file)) continue;
        const anonymous = await answer(() => handler(args(ADMIN_PATH, method)));
        if (file.endsWith("[.]csv")) {
          expect(anonymous.status, `${kind} without a session`).toBe(404);
        } else {
          expect(anonymous.status, `${kind} without a session`).toBe(302);
          expect(anonymous.headers.get("Location")).toBe(`/${ADMIN_PATH}/connexion`);
        }
      }
    });
  }
});
