import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

/** A PDF's text as a reader would copy it (pdf.js reads it back through the font's Unicode map). */
export async function pdfText(bytes: Buffer): Promise<string> {
  const task = getDocument({ data: new Uint8Array(bytes) });
  const pdf = await task.promise;
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n += 1) {
    const content = await (await pdf.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ("str" in item ? item.str + (item.hasEOL ? "\n" : " ") : "")).join(""));
  }
  await task.destroy();
  return pages.join("\n");
}
