// C0 and C1 control characters, DEL included. Tab, line feed and carriage return are kept where a
// field may hold several lines; nowhere else does a typed value need any of them.
const CONTROLS = /\p{Cc}/gu;
const CONTROLS_BUT_LINES = /(?![\t\n\r])\p{Cc}/gu;

/**
 * What a text field keeps of what was sent: no control characters (a pasted NUL, an escape…).
 * Apart from the zod schemas (text-input.ts), so code shipped to every page can use it without zod.
 */
export function stripControls(value: string, { multiline = false } = {}): string {
  return value.replace(multiline ? CONTROLS_BUT_LINES : CONTROLS, "");
}
