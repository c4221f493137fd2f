import { ADMIN_HEADERS } from "~/lib/auth/guard.server";
import type { PdfFile } from "~/lib/documents/documents.server";

/** A document to download, private like every admin answer. */
export function pdfResponse(file: PdfFile): Response {
  return new Response(new Uint8Array(file.content), {
    headers: {
      ...ADMIN_HEADERS,
      "Content-Type": "application/pdf",
      "Content-Length": String(file.content.length),
      "Content-Disposition": `attachment; filename="${file.filename}"`,
    },
  });
}
