import type { Block, LegalDocument } from "~/lib/legal/legal-document";

/** A legal document's sections as plain text, heading then blocks, links as their words. */
export function sectionsText(doc: LegalDocument): string {
  const inline = (i: string | { text: string }) => (typeof i === "string" ? i : i.text);
  const block = (b: Block): string => (typeof b === "string" ? b : Array.isArray(b) ? b.map(inline).join("") : b.list.map(inline).join("\n"));
  return doc.sections.flatMap((s) => [s.heading, ...s.blocks.map(block)]).join("\n");
}
