// What remix-serve gets when it requires "morgan" (see serve-preload.mjs): same call shape,
// `morgan(format)` returns a middleware, but the middleware is our request log.
import { parseConfig } from "../../app/lib/platform/config.server.ts";
import { requestLog } from "./request-log.mjs";

export default function morgan() {
  return requestLog({ adminPath: parseConfig(process.env).adminPath });
}
