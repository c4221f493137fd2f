import * as z from "./zod";
import { stripControls } from "./control-chars";

type StringParams = Parameters<typeof z.string>[0];

/** Every form's typed text field: control characters out, then trimmed, before any length rule. */
export const singleLine = (params?: StringParams) => z.string(params).overwrite((v) => stripControls(v)).trim();

/** The same for a field that may keep its line breaks (a description, an address). */
export const multiLine = (params?: StringParams) =>
  z.string(params).overwrite((v) => stripControls(v, { multiline: true })).trim();

/** An absolute http(s) address, as the URL parser reads it. */
export function isHttpUrl(value: string): boolean {
  try {
    return ["http:", "https:"].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}
