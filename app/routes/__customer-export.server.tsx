import { renderToStaticMarkup } from "react-dom/server";
import { CustomerFileView } from "~/components/admin/customer-file";
import { ADMIN_HEADERS } from "~/lib/auth/guard.server";
import { brand } from "~/lib/brand";
import { formatParisDateTime, parisDay } from "~/lib/format/paris-time";
import type { CustomerFile } from "~/lib/use-cases/customer-file";

// The Clients screen's look, enough for the file to read well on its own, offline, printed.
const STYLE = `body{font:15px/1.5 system-ui,sans-serif;color:#1c1917;max-width:60rem;margin:2rem auto;padding:0 1rem}
h1,h3{font-family:Georgia,serif;font-weight:400}article{border:1px solid #ddd;padding:1rem;margin:.75rem 0}
table{border-collapse:collapse;width:100%}th,td{border-bottom:1px solid #ddd;padding:.4rem;text-align:left;vertical-align:top}
dt{color:#57534e}dd{margin:0 0 .4rem}.whitespace-pre-line{white-space:pre-line}`;

function htmlDocument(file: CustomerFile): string {
  const body = renderToStaticMarkup(
    <>
      <h1>Vos données chez {brand.name}</h1>
      <p>
        Adresse email : {file.email}. Fichier établi le {formatParisDateTime(file.genere_le)} (articles 15 et 20 du RGPD). Les mêmes
        données sont fournies au format JSON.
      </p>
      <CustomerFileView file={file} />
    </>,
  );
  return `<!DOCTYPE html><html lang="fr"><head><meta charset="utf-8"><title>Vos données | ${brand.name}</title><style>${STYLE}</style></head><body>${body}</body></html>`;
}

/** The customer's file as a download: JSON (structured, art. 20) or a readable page (art. 15). */
export function customerExportResponse(file: CustomerFile, format: "json" | "html"): Response {
  const name = `donnees-client-${parisDay(new Date(file.genere_le))}.${format}`;
  const body = format === "json" ? JSON.stringify(file, null, 2) : htmlDocument(file);
  return new Response(body, {
    headers: {
      ...ADMIN_HEADERS,
      "Content-Type": format === "json" ? "application/json; charset=utf-8" : "text/html; charset=utf-8",
      "Content-Disposition": `attachment; filename="${name}"`,
    },
  });
}
