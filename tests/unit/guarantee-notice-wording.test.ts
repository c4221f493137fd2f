import { describe, expect, it } from "vitest";
import { GUARANTEE_NOTICE, NOTICE_LANGUAGES } from "~/lib/legal/guarantee-notice";

type Lines = { text: string }[][];
const said = (lines: Lines) => lines.map((line) => line.map((run) => run.text).join("")).join(" ");
const squeeze = (text: string) => text.replace(/\s+/g, " ").trim();

describe("the EU guarantee notice's wording (Regulation 2025/1960, annex I; decision 141)", () => {
  it.each(NOTICE_LANGUAGES)("%s: the drawn lines say exactly the text version, in the same order", (language) => {
    const w = GUARANTEE_NOTICE[language];
    const drawn = [
      w.title.join(" "),
      said(w.headline),
      `${said(w.rights.intro)} ${w.rights.cases.map(said).join(" ")}`,
      `${said(w.rights.sellers)} ${w.rights.remedies.map(said).join(" ")}`,
      said(w.aside.longer),
      said(w.aside.more),
      `${w.steps.title} ${w.steps.subtitle} ${said(w.steps.items.map((line, i) => [{ text: `${i + 1}. ` }, ...line]))}`,
      said(w.commercial),
    ].map(squeeze);
    expect(drawn.map((p, i) => (i === 0 ? p.toLocaleLowerCase(language) : p))).toEqual(
      w.paragraphs.map((p, i) => (i === 0 ? squeeze(p).toLocaleLowerCase(language) : squeeze(p))),
    );
  });

  it("fr: the annex's first sentence, and the QR code's address", () => {
    expect(GUARANTEE_NOTICE.fr.paragraphs[1]).toBe("Protection offerte par la garantie légale minimale de deux ans sur des biens vendus dans l’Union européenne.");
    expect(GUARANTEE_NOTICE.fr.url).toBe(`https://${GUARANTEE_NOTICE.fr.urlLabel}`);
  });
});
