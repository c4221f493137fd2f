import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// docs/decisions/README.md: every record has one Status line, right under its title and date,
// and a record marked as changed by a later one is named by that later one.
const DIR = path.resolve("docs/decisions");
const records = fs.readdirSync(DIR).filter((name) => /^\d{3}-.+\.md$/.test(name));
const text = (name: string) => fs.readFileSync(path.join(DIR, name), "utf8");
const numberOf = (name: string) => name.slice(0, 3);
const byNumber = new Map(records.map((name) => [numberOf(name), name]));

const STATUS = /^Status: (accepted(, (amended by|replaces|amends) \d{3}.*)?|superseded by \d{3} — .+|proposed \(issue \d+\))$/;
/** The numbers in a phrase such as "amended by 075 and 098 — why" or "amends 023, 032 and 046". */
const numbersAfter = (status: string, verb: string) => {
  const phrase = status.match(new RegExp(`${verb} ([\\d, and]+)`));
  return phrase ? (phrase[1].match(/\d{3}/g) ?? []) : [];
};

/** The record's Status line, which must come right after the title (and the Date line, if any). */
function statusOf(name: string): string {
  const lines = text(name).split("\n");
  const at = lines[2]?.startsWith("Date: ") ? 3 : 2;
  return lines[at] ?? "";
}

describe("decision records", () => {
  it.each(records)("%s has a Status line under its title and date", (name) => {
    expect(statusOf(name)).toMatch(STATUS);
    expect(text(name).match(/^Status: /gm)).toHaveLength(1);
  });

  it.each(records)("%s names records that exist, and they name it back", (name) => {
    const status = statusOf(name);
    const own = numberOf(name);
    const links: [string[], string][] = [
      [[...numbersAfter(status, "superseded by"), ...numbersAfter(status, "amended by")], "(replaces|amends)"],
      [numbersAfter(status, "replaces"), "superseded by"],
      [numbersAfter(status, "amends"), "amended by"],
    ];
    for (const [numbers, back] of links) {
      for (const other of numbers) {
        const file = byNumber.get(other);
        expect(file, `${name} names ${other}`).toBeDefined();
        expect(statusOf(file!), `${file} should name ${own}`).toMatch(new RegExp(`${back} [\\d, and]*${own}`));
      }
    }
  });
});
