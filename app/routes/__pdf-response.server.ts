import type { PdfFile } from "~/lib/documents/documents.server";

/** A document to download, with the caller's private headers (admin, or one shopper's order). */
export function pdfResponse(file: PdfFile, privateHeaders: Record<string, string>): Response {
  return new Response(new Uint8Array(file.content), {
    headers: {
      ...privateHeaders,
      "Content-Type": "application/pdf",
      "Content-Length": String(file.content.length),
      "Content-Disposition": `attachment; filename="${file.filename}"`,
    },
  });
}
