import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Generic environmental claims are banned since 27 September 2026 (directive (UE) 2024/825,
 * annex I point 4 bis of directive 2005/29/CE; decision 107). Every text the shop shows lives in
 * app/ (pages, components, the seeded descriptions, the emails, the legal pages): none may use one
 * of these words unless its qualifier says what it means.
 */
type Term = { term: RegExp; qualified?: (before: string, after: string) => boolean };
const TERMS: Term[] = [
  // « Durabilité » is the scent's lasting power: the words right after it say « tenue »; or the
  // law's « garantie commerciale de durabilité » (Directive 2011/83/EU art. 2(14a), the EU notice, decision 141).
  {
    term: /durabilit[ée]/giu,
    qualified: (before, after) => /^[^.]{0,40}tenue/iu.test(after) || /commerciale de\s$/iu.test(before),
  },
  // « support durable » is the law's own term for an email or a PDF (L221-13).
  { term: /(?<!\p{L})durables?(?!\p{L})/giu, qualified: (before) => /support\s$/iu.test(before) },
  { term: /[ée]cologiques?/giu },
  { term: /[ée]co-?responsables?/giu },
  { term: /respectueu(?:x|se)s? (?:de|pour) l['’]environnement/giu },
  { term: /(?<!\p{L})naturel(?:le)?s?(?!\p{L})/giu },
  { term: /neutres? en carbone/giu },
  { term: /biod[ée]gradables?/giu },
  { term: /(?<!\p{L})raisonn[ée]e?s?(?!\p{L})/giu },
  { term: /bon(?:ne)? pour la plan[èe]te/giu },
  { term: /z[ée]ro d[ée]chet/giu },
];

/** What a reader can see: the source without its comments (code comments are for developers). */
function shownText(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|\s)\/\/.*$/gm, "$1");
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) ? [full] : [];
  });
}

/** Each use of a banned word, with what follows it, unless its qualifier is there. */
function unqualifiedClaims(text: string): string[] {
  return TERMS.flatMap(({ term, qualified }) =>
    [...text.matchAll(term)]
      .filter((m) => !qualified?.(text.slice(Math.max(0, m.index - 20), m.index), text.slice(m.index + m[0].length, m.index + 120)))
      .map((m) => text.slice(m.index, m.index + 80).split("\n")[0]),
  );
}

describe("no generic environmental claim in what the shop shows", () => {
  it("the scan catches the claims the law bans and lets their qualified uses through", () => {
    expect(unqualifiedClaims("Une production raisonnée")).toHaveLength(1);
    expect(unqualifiedClaims("Un parfum naturel et élégant")).toHaveLength(1);
    expect(unqualifiedClaims("Un flacon écologique")).toHaveLength(1);
    expect(unqualifiedClaims("Des produits respectueux de l'environnement")).toHaveLength(1);
    expect(unqualifiedClaims('["Durabilité", "Des flacons conçus pour durer"]')).toHaveLength(1);
    expect(unqualifiedClaims('["Durabilité", "Une tenue de 12 h et plus"]')).toEqual([]);
    expect(unqualifiedClaims("sur un support durable (par courriel)")).toEqual([]);
    expect(unqualifiedClaims("un emballage durable")).toHaveLength(1);
    expect(unqualifiedClaims("une garantie commerciale de durabilité offerte par le producteur")).toEqual([]);
    expect(unqualifiedClaims("la durabilité de nos flacons")).toHaveLength(1);
  });

  it("app/ has none", () => {
    const claims = sourceFiles("app").flatMap((file) => unqualifiedClaims(shownText(fs.readFileSync(file, "utf8"))).map((c) => `${file}: ${c}`));
    expect(claims).toEqual([]);
  });
});
