import { createOrResetAdmin } from "~/lib/auth/accounts.server";
import { createAdminSession } from "~/lib/auth/session.server";
import { withRequestContext } from "~/lib/platform/request-context.server";

export const ADMIN_PATH = process.env.ADMIN_PATH!;
export const BASE = "http://shop.test";
export const EMAIL = "admin@maison-sillage.test";
export const PASSWORD = "motdepasse-solide";

type Args = { request: Request; params: Record<string, string>; context: Record<string, never> };
type RouteModule = { loader?: (args: Args) => unknown; action?: (args: Args) => unknown };

/**
 * The admin's route modules by URL, as Remix's router would pick them (the first segment is the
 * slug, a number is an id). Tests call a module's loader or action the way Remix does.
 */
const ROUTES: [RegExp, () => Promise<RouteModule>][] = [
  [/^\/[^/]+$/, () => import("~/routes/$slug")],
  [/^\/[^/]+\/connexion$/, () => import("~/routes/$slug.connexion")],
  [/^\/[^/]+\/deconnexion$/, () => import("~/routes/$slug.deconnexion")],
  [/^\/[^/]+\/images$/, () => import("~/routes/$slug._admin.images")],
  [/^\/[^/]+\/parfums$/, () => import("~/routes/$slug._admin.parfums")],
  [/^\/[^/]+\/parfums\/nouveau$/, () => import("~/routes/$slug._admin.parfums.nouveau")],
  [/^\/[^/]+\/parfums\/best-sellers$/, () => import("~/routes/$slug._admin.parfums.best-sellers")],
  [/^\/[^/]+\/parfums\/(?<id>\d+)$/, () => import("~/routes/$slug._admin.parfums.$id")],
  [/^\/[^/]+\/parfums\/(?<id>\d+)\/supprimer$/, () => import("~/routes/$slug._admin.parfums.$id_.supprimer")],
  [/^\/[^/]+\/parfums\/(?<id>\d+)\/photos$/, () => import("~/routes/$slug._admin.parfums.$id_.photos")],
  [/^\/[^/]+\/collections$/, () => import("~/routes/$slug._admin.collections")],
  [/^\/[^/]+\/collections\/nouvelle$/, () => import("~/routes/$slug._admin.collections.nouvelle")],
  [/^\/[^/]+\/collections\/(?<id>\d+)$/, () => import("~/routes/$slug._admin.collections.$id")],
  [/^\/[^/]+\/collections\/(?<id>\d+)\/supprimer$/, () => import("~/routes/$slug._admin.collections.$id_.supprimer")],
  [/^\/[^/]+\/commandes$/, () => import("~/routes/$slug._admin.commandes")],
  [/^\/[^/]+\/commandes\/(?<id>\d+)$/, () => import("~/routes/$slug._admin.commandes.$id")],
  [/^\/[^/]+\/commandes\/(?<id>\d+)\/fiche$/, () => import("~/routes/$slug._admin.commandes_.$id.fiche")],
  [/^\/[^/]+\/commandes\.csv$/, () => import("~/routes/$slug.commandes[.]csv")],
  [/^\/[^/]+\/codes-promo$/, () => import("~/routes/$slug._admin.codes-promo")],
  [/^\/[^/]+\/codes-promo\/nouveau$/, () => import("~/routes/$slug._admin.codes-promo.nouveau")],
  [/^\/[^/]+\/codes-promo\/(?<id>\d+)$/, () => import("~/routes/$slug._admin.codes-promo.$id")],
  [/^\/[^/]+\/codes-promo\/(?<id>\d+)\/supprimer$/, () => import("~/routes/$slug._admin.codes-promo.$id_.supprimer")],
  [/^\/[^/]+\/informations-legales$/, () => import("~/routes/$slug._admin.informations-legales")],
  [/^\/[^/]+\/livraison$/, () => import("~/routes/$slug._admin.livraison")],
  [/^\/[^/]+\/livraison\/nouvelle$/, () => import("~/routes/$slug._admin.livraison.nouvelle")],
  [/^\/[^/]+\/livraison\/(?<id>\d+)$/, () => import("~/routes/$slug._admin.livraison.$id")],
  [/^\/[^/]+\/layout$/, () => import("~/routes/$slug._admin")],
];

async function route(request: Request) {
  const pathname = new URL(request.url).pathname;
  for (const [pattern, load] of ROUTES) {
    const match = pattern.exec(pathname);
    if (match) {
      const params: Record<string, string> = { slug: pathname.split("/")[1], ...(match.groups ?? {}) };
      return { module: await load(), params };
    }
  }
  throw new Error(`aucune route d'administration pour ${pathname}`);
}

export async function signedInCookie() {
  const { id } = await createOrResetAdmin(EMAIL, PASSWORD);
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
