import { NOTE_TIERS, type NoteTier } from "../catalog/olfactory";

/** Empty inputs kept after a tier's notes: without JavaScript, the only way to type new ones. */
const SPARE_NOTE_INPUTS = 2;

/** The form field holding a tier's notes ("top_notes"…), as the products table names its column. */
export const noteField = (tier: NoteTier) => `${tier}_notes` as const;
export const NOTE_TIER_KEYS = Object.keys(NOTE_TIERS) as NoteTier[];

/**
 * The values of a tier's inputs: the notes as given (in place, so errors keyed by position stay
 * beside their note), then empty ones until the last SPARE_NOTE_INPUTS are empty.
 */
export function noteInputs(notes: unknown): string[] {
  const list = Array.isArray(notes) ? notes : notes == null ? [] : [notes];
  const values = list.map((value) => (typeof value === "string" ? value : ""));
  let spare = 0;
  while (spare < values.length && values[values.length - 1 - spare] === "") spare++;
  return [...values, ...Array<string>(Math.max(0, SPARE_NOTE_INPUTS - spare)).fill("")];
}
