// Imported by scripts/serve-preload.mjs, the preload of the server process (decision 024).
// remix-serve gives the app neither the socket's address nor a way to answer before Remix's own
// checks run, so this hook does only that, and nothing else: every request runs inside an
// AsyncLocalStorage context that holds the socket address, and a gate function that the app
// registers at start may answer first (405, 403, 413…, or a precompressed build asset) or adjust
// headers. All rules live in the
// app (app/lib/platform/http-gate.server.ts), where they are typed, configured and tested.
import http from "node:http";
import { markHttpHookLoaded, passGate, withRequestContext } from "../app/lib/platform/request-context.server.ts";

markHttpHookLoaded();

const LINGER_MS = 5_000;

const emit = http.Server.prototype.emit;
http.Server.prototype.emit = function emitWithContext(event, req, res) {
  if (event !== "request") return emit.apply(this, arguments);
  const context = { remoteAddress: req.socket.remoteAddress ?? null };
  const args = arguments;
  return withRequestContext(context, () => {
    const verdict = passGate(req, context);
    for (const [name, value] of verdict?.headers ?? []) res.setHeader(name, value);
    if (verdict?.answer) {
      const { status, body, headers } = verdict.answer;
      res.writeHead(status, headers);
      res.end(req.method === "HEAD" ? undefined : body);
      return true;
    }
    if (verdict?.refusal) {
      const { status, body, headers = {} } = verdict.refusal;
      // A "lingering close", as nginx does: a client still sending must get to read the answer
      // before the socket closes (closing on unread data would reset it and lose the answer), so
      // what it sends is read and dropped, never kept, for a few seconds at most. Reading starts
      // before the answer, so Node keeps the connection open while the rest arrives.
      req.resume();
      // Node would close the connection as soon as the answer is sent, the body still arriving.
      if (req.httpVersion === "1.1" && req.headers.connection?.toLowerCase() !== "close") res.shouldKeepAlive = true;
      const linger = setTimeout(() => req.socket.destroy(), LINGER_MS).unref();
      req.once("end", () => clearTimeout(linger));
      res.writeHead(status, { "Content-Type": "text/html; charset=utf-8", ...headers });
      res.end(req.method === "HEAD" ? undefined : body);
      return true;
    }
    return emit.apply(this, args);
  });
};
