import { createOrResetAdmin } from "~/lib/admin-accounts.server";
import { createAdminSession } from "~/lib/admin-session.server";
import { withRequestContext } from "~/lib/request-context.server";
import { action, loader } from "~/routes/$slug";

export const ADMIN_PATH = process.env.ADMIN_PATH!;
export const BASE = "http://shop.test";
export const EMAIL = "admin@maison-sillage.test";
export const PASSWORD = "motdepasse-solide";

export async function signedInCookie() {
  const { id } = await createOrResetAdmin(EMAIL, PASSWORD);
  const setCookie = await createAdminSession(new Request(`${BASE}/${ADMIN_PATH}`), id);
  return setCookie.split(";")[0];
}

// The client address a request comes from: the HTTP hook gives it in production.
const clients = new WeakMap<Request, string>();

export function post(fields: Record<string, string | Blob>, opts: { cookie?: string; path?: string; multipart?: boolean; ip?: string } = {}) {
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
  const request = new Request(`${BASE}/${opts.path ?? ADMIN_PATH}`, { method: "POST", headers, body });
  clients.set(request, opts.ip ?? "203.0.113.1");
  return request;
}

/** Runs the $slug action like Remix does: thrown responses are answers too. */
export async function runAction(request: Request) {
  const slug = new URL(request.url).pathname.slice(1);
  const client = clients.get(request) ?? "203.0.113.1";
  try {
    return await withRequestContext({ remoteAddress: client, client }, () =>
      action({ request, params: { slug }, context: {} }),
    );
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

export async function runLoader(path: string, cookie?: string) {
  const request = new Request(`${BASE}/${path}`, { headers: cookie ? { Cookie: cookie } : {} });
  const slug = new URL(request.url).pathname.slice(1);
  try {
    return await loader({ request, params: { slug }, context: {} });
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
