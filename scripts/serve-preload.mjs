// Loaded with `node --import` in front of remix-serve (scripts/start.mjs), the one preload of the
// server process. remix-serve logs every
// request with morgan("tiny"), full URL included, and has no option to change it; this hook
// hands it our request log in morgan's place (decision 030), so remix-serve itself is unchanged.
import { registerHooks } from "node:module";
// The request gate and client address (decision 024) come with the same preload.
import "./http-hook.mjs";
import { prefixConsoleWithRequestId } from "./lib/request-log.mjs";

const replacement = new URL("./lib/morgan-replacement.mjs", import.meta.url).href;

registerHooks({
  resolve(specifier, context, nextResolve) {
    if (specifier === "morgan") return { url: replacement, format: "module", shortCircuit: true };
    return nextResolve(specifier, context);
  },
});

prefixConsoleWithRequestId();
