// The request log that replaces remix-serve's morgan (see serve-preload.mjs and decision 030):
// one line per request with an id, and every console.error/warn made while handling that request
// prefixed with the same id. Paths are logged without their query string (it may carry a Stripe
// session id) and with the hidden admin segment replaced, so the log can be shared.
import { AsyncLocalStorage } from "node:async_hooks";
// randomUUID draws from a buffer Node fills for many ids at once, where randomBytes asks the
// system for each request's six bytes; the twelve hex digits around its first dash are all random.
import { randomUUID } from "node:crypto";

const requests = new AsyncLocalStorage();
// An id the reverse proxy already gave the request (Caddy, nginx) is kept, if it looks like one.
const FORWARDED_ID = /^[A-Za-z0-9._-]{8,64}$/;
const ADMIN_PLACEHOLDER = "{admin}";

/** "/{ADMIN_PATH}/produits.data?x" → "/{admin}/produits.data": the admin segment never reaches a log. */
export function loggablePath(url, adminPath) {
  const pathname = url.split("?")[0];
  const [, first = "", ...rest] = pathname.split("/");
  const segment = decodeURIComponentSafe(first);
  const isAdmin = segment === adminPath || segment === `${adminPath}.data`;
  if (!isAdmin) return pathname;
  return ["", segment.endsWith(".data") ? `${ADMIN_PLACEHOLDER}.data` : ADMIN_PLACEHOLDER, ...rest].join("/");
}

function decodeURIComponentSafe(segment) {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * Express middleware: assigns the id, answers it in X-Request-Id, logs the line when the response ends.
 * @param {{ adminPath: string, write?: (line: string) => void }} options
 */
export function requestLog({ adminPath, write = (line) => process.stdout.write(`${line}\n`) }) {
  return (req, res, next) => {
    const forwarded = req.headers["x-request-id"];
    const id = typeof forwarded === "string" && FORWARDED_ID.test(forwarded) ? forwarded : randomUUID().replace("-", "").slice(0, 12);
    const start = process.hrtime.bigint();
    res.setHeader("X-Request-Id", id);
    let logged = false;
    const log = () => {
      if (logged) return;
      logged = true;
      const ms = Number(process.hrtime.bigint() - start) / 1e6;
      // A response cut off before it finished (client gone) is logged with status "aborted".
      const status = res.writableFinished ? res.statusCode : "aborted";
      write(`${new Date().toISOString()} ${id} ${req.method} ${loggablePath(req.originalUrl ?? req.url, adminPath)} ${status} ${ms.toFixed(1)} ms`);
    };
    res.once("finish", log);
    res.once("close", log);
    requests.run(id, next);
  };
}

/**
 * Makes console.error and console.warn name the request they happen in.
 * @param {Pick<Console, "error" | "warn">} [target]
 */
export function prefixConsoleWithRequestId(target = console) {
  for (const level of ["error", "warn"]) {
    const original = target[level].bind(target);
    target[level] = (...args) => {
      const id = requests.getStore();
      return id === undefined ? original(...args) : original(`[${id}]`, ...args);
    };
  }
}
