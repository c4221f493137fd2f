import { createCookieSessionStorage, redirect } from "@remix-run/node";
import * as z from "zod";
import { cookieOptions } from "./cookies.server";
import type { Toast } from "./toast";

export type { Toast };

// The flash cookie is signed, but it is still read back as untrusted input.
const toastSchema: z.ZodType<Toast> = z.object({
  title: z.string(),
  description: z.string().optional(),
  type: z.enum(["success", "error", "info"]),
});

const KEY = "toast";
const TOAST_COOKIE = "__toast";

function storage(request: Request) {
  return createCookieSessionStorage({ cookie: { name: TOAST_COOKIE, ...cookieOptions(request) } });
}

export async function toastHeader(request: Request, toast: Toast): Promise<string> {
  const s = storage(request);
  const session = await s.getSession();
  session.flash(KEY, toastSchema.parse(toast));
  return s.commitSession(session);
}

export async function redirectWithToast(
  request: Request,
  url: string,
  toast: Toast,
  init?: { headers?: HeadersInit },
) {
  const headers = new Headers(init?.headers);
  headers.append("Set-Cookie", await toastHeader(request, toast));
  return redirect(url, { headers });
}

/** Reads (and consumes) the flash toast; the returned header must be sent to clear it. */
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
