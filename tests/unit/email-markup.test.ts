import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { IMPORT_FROM, LIB, sourcesUnder, type Source } from "./lib-sources";

/**
 * The emails' HTML is React elements in one frame (app/lib/mail/layout.server.tsx, decision 145):
 * React escapes every text and attribute, so no template may go back to writing markup in strings,
 * where one forgotten escape lets a customer's name write HTML into a message.
 */
const sources = sourcesUnder(LIB);

/** The modules that write an email: the mail folder, and whatever uses its frame or its outbox. */
const emailModules = sources.filter(
  ({ file, code }) => file.startsWith(`mail${path.sep}`) || /mail\/(layout|outbox)\.server["']/.test(code),
);

/** An element's opening or closing tag: `<p`, `</td>`, `<a href…` (not `<!doctype`, not `a < b`). */
const TAG = /<\/?[a-z][a-z0-9]*(?=[\s>/])/i;

/** Every piece of literal text of a module (strings and the fixed parts of template literals) that holds a tag. */
function markupInStrings({ file, code }: Source): string[] {
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteralLike(node) || ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node)) {
      if (TAG.test(node.text)) found.push(`${file}: ${node.text.slice(0, 60)}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true, file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS));
  return found;
}

describe("the emails' HTML is built by React, never by hand", () => {
  it("finds the email modules (the check below reads something)", () => {
    const files = emailModules.map((s) => s.file.split(path.sep).join("/"));
    expect(files).toEqual(expect.arrayContaining(["mail/layout.server.tsx", "order-mail/templates.server.tsx", "reviews/email-templates.server.tsx"]));
  });

  it("no module of app/lib escapes HTML by hand", () => {
    const calls = sources.filter(({ code }) => /(?<![\w.])escape\(/.test(code)).map((s) => s.file);
    expect(calls).toEqual([]);
  });

  it("no email module writes a tag in a string or a template literal", () => {
    expect(emailModules.flatMap(markupInStrings)).toEqual([]);
  });

  it("no module of app/lib hands React raw HTML", () => {
    expect(sources.filter(({ code }) => code.includes("dangerouslySetInnerHTML")).map((s) => s.file)).toEqual([]);
  });

  it("the mail folder imports no domain: each domain writes its emails in mail's frame, not the other way", () => {
    const imports = sources
      .filter(({ file }) => file.startsWith(`mail${path.sep}`))
      .flatMap(({ file, code }) => [...code.matchAll(IMPORT_FROM)].map(([, specifier]) => `${file} → ${specifier}`));
    const foreign = imports.filter((edge) => /→ (\.\.\/(?!platform\/|brand$)|~\/(?!lib\/platform\/|lib\/brand$))/.test(edge));
    expect(foreign).toEqual([]);
  });
});
