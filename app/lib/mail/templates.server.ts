import { brand } from "../brand";
import { sellerIdentityLines } from "../legal/identity";
import type { ShopSettings } from "../platform/schema.server";

export type RenderedEmail = { subject: string; html: string; text: string };

export const escape = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/** Prices as plain text: mail clients mangle narrow no-break spaces less than they mangle layouts. */
export const plain = (text: string) => text.replace(/[\u202f\u00a0]/g, " ");

const GOLD = "#7d622c";
const INK = "#0d0c0a";
const IVORY = "#f7f3ea";

/** The brand's frame: ivory page, black band with the name in gold, serif headings; tables only. */
export function layout(title: string, body: string, footer: string[]): string {
  return `<!doctype html>
<html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>${escape(title)}</title></head>
<body style="margin:0;padding:0;background:${IVORY};color:${INK};font-family:'Helvetica Neue',Arial,sans-serif;font-size:15px;line-height:1.5">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${IVORY}"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border:1px solid #e4cf9f">
<tr><td style="background:${INK};padding:24px;text-align:center;font-family:'Cormorant Garamond',Georgia,serif;font-size:28px;letter-spacing:4px;color:#c9a45c">${escape(brand.name.toUpperCase())}</td></tr>
<tr><td style="padding:28px 24px">
<h1 style="margin:0 0 16px;font-family:'Cormorant Garamond',Georgia,serif;font-weight:normal;font-size:26px">${escape(title)}</h1>
${body}
</td></tr>
<tr><td style="padding:16px 24px;border-top:1px solid #ece4d3;font-size:12px;color:#55514a">${footer.map(escape).join("<br>")}</td></tr>
</table></td></tr></table></body></html>`;
}

export const p = (html: string) => `<p style="margin:0 0 12px">${html}</p>`;
export const link = (href: string, label: string) => `<a href="${escape(href)}" style="color:${GOLD}">${escape(label)}</a>`;

export function legalFooter({ settings }: { settings: ShopSettings }): string[] {
  const identity = sellerIdentityLines(settings);
  return identity.length > 0 ? identity : [brand.name];
}
