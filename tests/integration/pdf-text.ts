import { createRequire } from "node:module";

type TextItem = { str: string; transform: number[] };
type PageData = { getTextContent: () => Promise<{ items: TextItem[] }> };
type Parse = (data: Buffer | Uint8Array, options: { pagerender: (page: PageData) => Promise<string> }) => Promise<{ text: string }>;

const require = createRequire(import.meta.url);
// pdf-parse's index runs a self-test when it is not required by a module; its library file is the
// parser itself. It brings its own pdf.js, with no native canvas to install.
const parse = require("pdf-parse/lib/pdf-parse.js") as Parse;

/** Items of one line apart by a space, lines by a line break: a table row reads as its cells. */
async function pageText(page: PageData): Promise<string> {
  const { items } = await page.getTextContent();
  let text = "";
  let lastY: number | undefined;
  for (const item of items) {
    const y = item.transform[5];
    text += lastY === undefined ? item.str : `${y === lastY ? " " : "\n"}${item.str}`;
    lastY = y;
  }
  return text;
}

/** A PDF's text as a reader would copy it (pdf.js reads it back through the font's Unicode map). */
export async function pdfText(bytes: Buffer): Promise<string> {
  // A copy of its own: pdf.js reads the whole ArrayBuffer, not a pooled Buffer's slice of it.
  return (await parse(Buffer.from(new Uint8Array(bytes)), { pagerender: pageText })).text;
}
