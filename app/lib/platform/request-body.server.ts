import { IMAGE_DRAIN_MAX_BYTES } from "./upload-limits";
import { getConfig } from "./config.server";

/**
 * How large a request body may be, by where it goes. Shopper forms are a few hundred bytes; the
 * admin's forms carry long descriptions; only a signed-in admin's upload may carry an image (an
 * oversize photo is read and dropped up to twice the limit so the form's other fields survive).
 */
export const BODY_LIMITS = {
  form: 32 * 1024,
  adminForm: 256 * 1024,
  adminUpload: IMAGE_DRAIN_MAX_BYTES + 256 * 1024,
  webhook: 1024 * 1024,
} as const;

export const WEBHOOK_PATH = "/webhooks/stripe";

/** The route a path belongs to, without single fetch's ".data" suffix. */
export function routePath(pathname: string): string {
  return pathname.endsWith(".data") ? pathname.slice(0, -".data".length) : pathname;
}

function isAdminPath(pathname: string): boolean {
  const admin = `/${getConfig().adminPath}`;
  const path = routePath(pathname);
  return path === admin || path.startsWith(`${admin}/`);
}

export function bodyLimitFor(pathname: string, contentType: string | null): number {
  if (routePath(pathname) === WEBHOOK_PATH) return BODY_LIMITS.webhook;
  if (!isAdminPath(pathname)) return BODY_LIMITS.form;
  return contentType?.startsWith("multipart/form-data") ? BODY_LIMITS.adminUpload : BODY_LIMITS.adminForm;
}

export type BodyProblem = { status: 400 | 405 | 413 | 415; message: string };

export const BODY_PROBLEMS = {
  method: { status: 405, message: "Méthode non autorisée." },
  type: { status: 415, message: "Format de requête non pris en charge : envoyez un formulaire." },
  malformed: { status: 400, message: "Requête mal formée." },
  tooLarge: { status: 413, message: "Requête trop volumineuse." },
} satisfies Record<string, BodyProblem>;

/** What is wrong with a form post's method and content type, before a byte of it is read. */
export function formPostProblem(method: string, contentType: string | null): BodyProblem | null {
  if (method !== "POST") return BODY_PROBLEMS.method;
  const type = contentType?.split(";")[0].trim().toLowerCase();
  if (type === "application/x-www-form-urlencoded") return null;
  if (type === "multipart/form-data") {
    return /;\s*boundary=[^;\s]+/i.test(contentType ?? "") ? null : BODY_PROBLEMS.malformed;
  }
  return BODY_PROBLEMS.type;
}

export function problemResponse(problem: BodyProblem): Response {
  const headers: Record<string, string> = { "Content-Type": "text/plain; charset=utf-8" };
  if (problem.status === 405) headers.Allow = "GET, HEAD, POST";
  return new Response(problem.message, { status: problem.status, headers });
}

const LINGER_MS = 5_000;

/**
 * After a 413, what the client still sends is read and dropped for a few seconds ("lingering
 * close", as nginx does): cutting the stream at once would reset the connection and lose the
 * answer before the client reads it. Nothing is kept.
 */
async function linger(reader: ReadableStreamDefaultReader<Uint8Array>) {
  const until = Date.now() + LINGER_MS;
  try {
    while (Date.now() < until) {
      if ((await reader.read()).done) return;
    }
    await reader.cancel();
  } catch {
    // The client went away: nothing left to drop.
  }
}

/** The body's bytes, refusing (413) as soon as it passes `limit`: memory never holds more. */
async function readBytes(request: Request, limit: number): Promise<Buffer> {
  const declared = Number(request.headers.get("Content-Length") ?? "0");
  if (declared > limit) throw problemResponse(BODY_PROBLEMS.tooLarge);
  if (!request.body) return Buffer.alloc(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      void linger(reader);
      throw problemResponse(BODY_PROBLEMS.tooLarge);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/**
 * Every form action reads its body through here: a wrong method is a 405, a body that is not a
 * form a 415 or 400, an oversized one a 413, all thrown as Responses, so no action ever fails
 * with a 500 on what a client chose to send.
 */
export async function readForm(request: Request): Promise<FormData> {
  const contentType = request.headers.get("Content-Type");
  const problem = formPostProblem(request.method, contentType);
  if (problem) throw problemResponse(problem);
  const bytes = await readBytes(request, bodyLimitFor(new URL(request.url).pathname, contentType));
  let form: FormData;
  try {
    form = await new Response(new Uint8Array(bytes), { headers: { "Content-Type": contentType ?? "" } }).formData();
  } catch {
    throw problemResponse(BODY_PROBLEMS.malformed);
  }
  return withSaneNames(form);
}

// Conform reads "notes[4000000000]" as a list that long: one forged name would hold the process
// for minutes. No form of the shop has a thousand entries in a list.
const HUGE_INDEX = /\[\d{4,}\]/;

/** The form, unless a field name carries a list index no real form sends (then a 400). */
export function withSaneNames(form: FormData): FormData {
  for (const name of form.keys()) if (HUGE_INDEX.test(name)) throw problemResponse(BODY_PROBLEMS.malformed);
  return form;
}

/** The webhook's raw text, within its limit; Stripe signs these exact bytes. */
export async function readRawBody(request: Request): Promise<string> {
  if (request.method !== "POST") throw problemResponse(BODY_PROBLEMS.method);
  const bytes = await readBytes(request, BODY_LIMITS.webhook);
  return bytes.toString("utf8");
}
