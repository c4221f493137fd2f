import path from "node:path";
import { fileURLToPath } from "node:url";
import { UNSAFE_flatRoutes } from "@remix-run/dev";
import { matchRoutes, type AgnosticRouteObject } from "@remix-run/router";
import remixConfig from "../../remix.config.js";
import { createOrResetAdmin, findAdminByEmail } from "~/lib/auth/accounts.server";
import { createAdminSession } from "~/lib/auth/session.server";
import { withRequestContext } from "~/lib/platform/request-context.server";

export const ADMIN_PATH = process.env.ADMIN_PATH!;
export const BASE = "http://shop.test";
export const EMAIL = "admin@maison-sillage.test";
export const PASSWORD = "motdepasse-solide";

type Args = { request: Request; params: Record<string, string>; context: Record<string, never> };
type RouteModule = { loader?: (args: Args) => unknown; action?: (args: Args) => unknown };

const APP_DIR = fileURLToPath(new URL("../../app", import.meta.url));

/** The route tree Remix builds from app/routes, with the same conventions and ignored files. */
const manifest = Object.values(UNSAFE_flatRoutes(APP_DIR, remixConfig.ignoredRouteFiles));
function children(parentId: string): AgnosticRouteObject[] {
  return manifest
    .filter((r) => r.parentId === parentId)
    .map((r) => (r.index ? { id: r.id, path: r.path, index: true } : { id: r.id, path: r.path, children: children(r.id) }));
}
const TREE: AgnosticRouteObject[] = [{ id: "root", path: "", children: children("root") }];

// The admin's pathless layout has no URL of its own: tests reach its loader at /{ADMIN_PATH}/layout.
const LAYOUT = /^\/([^/]+)\/layout$/;

/** The route Remix would run for this request (the deepest match), its module loaded as Remix does. */
async function route(request: Request) {
  const pathname = new URL(request.url).pathname;
  const layout = LAYOUT.exec(pathname);
  const leaf = layout
    ? { route: { id: "routes/$slug._admin" }, params: { slug: layout[1] } }
    : matchRoutes(TREE, pathname)?.at(-1);
  const file = leaf && manifest.find((r) => r.id === leaf.route.id)?.file;
  if (!leaf || !file) throw new Error(`aucune route d'administration pour ${pathname}`);
  const module: RouteModule = await import(/* @vite-ignore */ path.join(APP_DIR, file));
  return { module, params: leaf.params as Record<string, string> };
}

/**
 * A new session of the test admin, created with PASSWORD the first time. Later calls reuse the
 * account instead of resetting it: each reset hashed the password at scrypt's N = 2^17 (a quarter
 * of a second of CPU and 128 MiB), and admin forms sign in for every post. Earlier sessions stay
 * valid; a test that needs one revoked deletes it.
 */
export async function signedInCookie() {
  const { id } = (await findAdminByEmail(EMAIL)) ?? (await createOrResetAdmin(EMAIL, PASSWORD));
  const setCookie = await createAdminSession(new Request(`${BASE}/${ADMIN_PATH}`), id);
  return setCookie.split(";")[0];
}

// The client address a request comes from: the HTTP hook gives it in production.
const clients = new WeakMap<Request, string>();

/** A form post to `/{ADMIN_PATH}{sub}` (or to `path`, a whole path without its leading slash). */
export function post(
  fields: Record<string, string | Blob>,
  opts: { cookie?: string; sub?: string; path?: string; multipart?: boolean; ip?: string } = {},
) {
  const headers = new Headers();
  if (opts.cookie) headers.set("Cookie", opts.cookie);
  let body: BodyInit;
  if (opts.multipart) {
    const fd = new FormData();
    for (const [k, v] of Object.entries(fields)) fd.set(k, v);
    body = fd;
  } else {
    body = new URLSearchParams(fields as Record<string, string>);
  }
  const path = opts.path ?? `${ADMIN_PATH}${opts.sub ?? "/connexion"}`;
  const request = new Request(`${BASE}/${path}`, { method: "POST", headers, body });
  clients.set(request, opts.ip ?? "203.0.113.1");
  return request;
}

/** Runs the matching route's action like Remix does: thrown responses are answers too. */
export async function runAction(request: Request) {
  const { module, params } = await route(request);
  if (!module.action) throw new Error(`${new URL(request.url).pathname} n'a pas d'action`);
  const client = clients.get(request) ?? "203.0.113.1";
  try {
    return await withRequestContext({ remoteAddress: client, client }, () =>
      module.action!({ request, params, context: {} }),
    );
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

/** Runs the matching route's loader for GET /{path}. */
export async function runLoader(path: string, cookie?: string) {
  const request = new Request(`${BASE}/${path}`, { headers: cookie ? { Cookie: cookie } : {} });
  const { module, params } = await route(request);
  try {
    return await module.loader!({ request, params, context: {} });
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

export function statusOf(result: unknown): number {
  if (result instanceof Response) return result.status;
  const init = (result as { init?: { status?: number } | null }).init;
  return init?.status ?? 200;
}

export function dataOf<T = Record<string, unknown>>(result: unknown): T {
  return (result as { data: T }).data;
}

export function locationOf(result: unknown): string | null {
  return result instanceof Response ? result.headers.get("Location") : null;
}
