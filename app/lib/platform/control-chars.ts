// C0 and C1 control characters, DEL included. Tab, line feed and carriage return are kept where a
// field may hold several lines; nowhere else does a typed value need any of them.
const CONTROLS = /\p{Cc}/gu;
const CONTROLS_BUT_LINES = /(?![\t\n\r])\p{Cc}/gu;

// Invisible characters that change how the text around them reads: the bidirectional embeddings,
// overrides and isolates (U+202A–U+202E, U+2066–U+2069), which can make a gift message or a
// withdrawal reason display in another order than it was written ("Trojan Source"), the
// zero-width space, non-joiner and direction marks (U+200B, U+200C, U+200E, U+200F), the word
// joiner (U+2060) and the zero-width no-break space or byte-order mark (U+FEFF). A French shop's
// texts need none of them: a right-to-left word still displays right to left without marks.
const INVISIBLE_FORMATTING = /[\u200B\u200C\u200E\u200F\u202A-\u202E\u2060\u2066-\u2069\uFEFF]/gu;

// The zero-width joiner (U+200D) is what glues an emoji sequence (👩‍👩‍👧, 🏳️‍🌈, 🧑🏽‍💻) into one
// picture, and a shopper's card may well hold one: it is kept between two pictographs (the first
// possibly followed by its variation selector or skin tone), and removed anywhere else. No
// lookbehind: this module runs in browsers too, and Safari before 16.4 refuses one.
const JOINER = /([\p{Extended_Pictographic}\p{Emoji_Modifier}\uFE0F]?)\u200D(?=(\p{Extended_Pictographic})?)/gu;
const keepEmojiJoiner = (_: string, before: string, after: string | undefined) => (before && after ? `${before}\u200D` : before);

/**
 * What a text field keeps of what was sent: no control characters (a pasted NUL, an escape…) and
 * no invisible formatting that would make it display otherwise than it reads (above).
 * Apart from the zod schemas (text-input.ts), so code shipped to every page can use it without zod.
 */
export function stripControls(value: string, { multiline = false } = {}): string {
  return value.replace(multiline ? CONTROLS_BUT_LINES : CONTROLS, "").replace(INVISIBLE_FORMATTING, "").replace(JOINER, keepEmojiJoiner);
}
