import { createCookieSessionStorage, redirect } from "@remix-run/node";
import * as z from "zod";
import { cookieOptions } from "./cookies.server";
import type { FlashedToast, KeyedToast, Toast } from "./toast";

export type { FlashedToast, KeyedToast, Toast };

const TYPE = z.enum(["success", "error", "info"]);

// The flash cookie is signed, but it is still read back as untrusted input.
const toastSchema: z.ZodType<FlashedToast> = z.union([
  z.object({ title: z.string(), description: z.string().optional(), type: TYPE }),
  z.object({ key: z.string(), detail: z.string().optional(), values: z.record(z.string(), z.union([z.string(), z.number()])).optional(), type: TYPE }),
]);

const KEY = "toast";
const TOAST_COOKIE = "__toast";

function storage(request: Request) {
  return createCookieSessionStorage({ cookie: { name: TOAST_COOKIE, ...cookieOptions(request) } });
}

export async function toastHeader(request: Request, toast: FlashedToast): Promise<string> {
  const s = storage(request);
  const session = await s.getSession();
  session.flash(KEY, toastSchema.parse(toast));
  return s.commitSession(session);
}

export async function redirectWithToast(
  request: Request,
  url: string,
  toast: FlashedToast,
  init?: { headers?: HeadersInit },
) {
  const headers = new Headers(init?.headers);
  headers.append("Set-Cookie", await toastHeader(request, toast));
  return redirect(url, { headers });
}

/**
 * Reads (and consumes) the flash toast; the returned header must be sent to clear it. A keyed one
 * is shown through `readShownToast` (i18n/toasts.server.ts), in the page's language.
 */
export async function readToast(request: Request) {
  if (!request.headers.get("Cookie")?.includes(`${TOAST_COOKIE}=`)) return { toast: null, setCookie: null };
  const s = storage(request);
  const session = await s.getSession(request.headers.get("Cookie"));
  const parsed = toastSchema.safeParse(session.get(KEY));
  return {
    toast: parsed.success ? parsed.data : null,
    setCookie: parsed.success ? await s.destroySession(session) : null,
  };
}
