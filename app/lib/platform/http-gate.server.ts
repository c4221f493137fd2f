import type { IncomingMessage } from "node:http";
import { getConfig } from "./config.server";
import {
  BODY_PROBLEMS,
  bodyLimitFor,
  formPostProblem,
  routePath,
  WEBHOOK_PATH,
  type BodyProblem,
} from "./request-body.server";
import type { GateVerdict, RequestContext } from "./request-context.server";
import { precompressedAsset } from "./static-assets.server";

/** The last address a trusted proxy appended; earlier entries are whatever the client claimed. */
function lastForwardedFor(value: string | string[] | undefined): string | null {
  const joined = Array.isArray(value) ? value.join(",") : value;
  const hops = joined?.split(",").map((h) => h.trim()).filter(Boolean) ?? [];
  return hops.at(-1) ?? null;
}

function first(value: string | string[] | undefined): string | undefined {
  return (Array.isArray(value) ? value[0] : value)?.split(",")[0]?.trim() || undefined;
}

const FORWARDED = ["x-forwarded-for", "x-forwarded-host", "x-forwarded-proto", "x-real-ip"] as const;

function refusalPage(problem: BodyProblem | { status: 400 | 403; message: string }) {
  const body =
    `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>Erreur ${problem.status}</title></head>` +
    `<body><h1>Erreur ${problem.status}</h1><p>${problem.message}</p><p><a href="/">Retour à la boutique</a></p></body></html>`;
  const headers: Record<string, string> = {};
  if (problem.status === 405) headers.Allow = "GET, HEAD, POST";
  return { status: problem.status, body, headers };
}

const FOREIGN_ORIGIN = { status: 403, message: "Requête refusée : elle ne vient pas de la boutique." } as const;
const DOT_SEGMENT = { status: 400, message: "Adresse invalide." } as const;

/**
 * A "." or ".." segment, plain or percent-encoded: browsers resolve them before sending, so only a
 * hand-made request has one, and `/x/../{admin}` must not reach the router nor the log as such.
 */
const DOT_SEGMENTS = /(?:^|\/)(?:\.|%2e){1,2}(?:\/|$)/i;

function hasDotSegment(url: string): boolean {
  const path = url.split(/[?#]/, 1)[0];
  return DOT_SEGMENTS.test(path.replaceAll("%2f", "/").replaceAll("%2F", "/"));
}

const HSTS = "max-age=63072000; includeSubDomains";

/**
 * Runs before Remix sees a request (through scripts/http-hook.mjs, loaded by scripts/serve-preload.mjs). It decides who the client is,
 * drops forwarding headers nobody vouches for, answers malformed posts with a 4xx instead of
 * letting them reach a 500, and lets a post through Remix's origin check when the shopper's
 * Origin is the shop's public address even though a proxy rewrote Host.
 */
export function gateRequest(req: IncomingMessage, context: RequestContext): GateVerdict | undefined {
  const config = getConfig();
  const headers = req.headers;
  if (!config.trustProxy) for (const name of FORWARDED) delete headers[name];
  context.client = (config.trustProxy && lastForwardedFor(headers["x-forwarded-for"])) || context.remoteAddress || "inconnu";

  const https = first(headers["x-forwarded-proto"]) === "https" || config.publicUrl?.startsWith("https:") === true;
  const verdict: GateVerdict = {
    headers: [["X-Content-Type-Options", "nosniff"], ...(https ? [["Strict-Transport-Security", HSTS] as [string, string]] : [])],
  };

  if (hasDotSegment(req.url ?? "/")) return { ...verdict, refusal: refusalPage(DOT_SEGMENT) };

  const method = req.method ?? "GET";
  if (method === "GET" || method === "HEAD") {
    const asset = precompressedAsset(req.url ?? "/", headers);
    return asset ? { ...verdict, answer: asset } : verdict;
  }
  const pathname = new URL(req.url ?? "/", "http://gate.invalid").pathname;
  const contentType = first(headers["content-type"]) === undefined ? null : String(headers["content-type"]);
  const isWebhook = routePath(pathname) === WEBHOOK_PATH;
  const problem = isWebhook
    ? method === "POST" ? null : BODY_PROBLEMS.method
    : formPostProblem(method, contentType);
  if (problem) return { ...verdict, refusal: refusalPage(problem) };

  if (Number(headers["content-length"] ?? 0) > bodyLimitFor(pathname, contentType)) {
    return { ...verdict, refusal: refusalPage(BODY_PROBLEMS.tooLarge) };
  }

  const origin = headers.origin;
  if (origin !== undefined) {
    let originHost: string | null = null;
    try {
      originHost = origin === "null" ? null : new URL(origin).host;
    } catch {
      originHost = null;
    }
    const requestHost = first(headers["x-forwarded-host"]) ?? headers.host;
    const publicHost = config.publicUrl ? new URL(config.publicUrl).host : undefined;
    if (!originHost || (originHost !== requestHost && originHost !== publicHost)) {
      return { ...verdict, refusal: refusalPage(FOREIGN_ORIGIN) };
    }
    // Remix compares Origin with X-Forwarded-Host (else Host): the public address was vouched for.
    if (originHost !== requestHost) headers["x-forwarded-host"] = originHost;
  }
  return verdict;
}
