import { z } from "zod";

// C0 and C1 control characters, DEL included. Tab, line feed and carriage return are kept where a
// field may hold several lines; nowhere else does a typed value need any of them.
const CONTROLS = /\p{Cc}/gu;
const CONTROLS_BUT_LINES = /(?![\t\n\r])\p{Cc}/gu;

/** What a text field keeps of what was sent: no control characters (a pasted NUL, an escape…). */
export function stripControls(value: string, { multiline = false } = {}): string {
  return value.replace(multiline ? CONTROLS_BUT_LINES : CONTROLS, "");
}

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
