// What a translation library would add to a page's first load (decisions 166 and 170, issue 47).
// Not part of the build or of CI: the candidates are installed into a scratch folder, never into the
// project (`npm install --prefix <dir>/<name> --no-save …`, one folder per candidate, as the
// decisions list), and the shop stays untouched.
//
//   node scripts/bench/i18n-weight.mjs --packages /tmp/h3-pkgs
//     bundles, for each candidate, what the browser would import (React external, minified, ESM)
//     and prints its bytes plain, with brotli (quality 11, as the stored files) and with gzip.
//   node scripts/bench/i18n-weight.mjs --page http://127.0.0.1:3631 / /collections
//     (a built shop running there; Chromium, so under the browser lock) replays the other design
//     on the page's own files: every interface text of the shop's sources that the page's scripts
//     hold becomes a key read from the route's data (`s.k12`), and the page's HTML carries
//     { key: text } once. Prints the scripts' and the HTML's bytes before and after.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { build } from "esbuild";
import ts from "typescript";
import { fetchedByBrowser } from "./weight.mjs";

const CANDIDATES = [
  {
    name: "remix-i18next 6 + i18next 23 + react-i18next 15",
    folder: "i18next",
    entry: `import i18next from "i18next";
      import { I18nextProvider, initReactI18next, useTranslation } from "react-i18next";
      import { getInitialNamespaces } from "remix-i18next/client";
      import { useChangeLanguage } from "remix-i18next/react";
      export async function boot(lng, resources) {
        await i18next.use(initReactI18next).init({ lng, ns: getInitialNamespaces(), resources, interpolation: { escapeValue: false } });
        return i18next;
      }
      export { I18nextProvider, useTranslation, useChangeLanguage };`,
  },
  {
    name: "i18next 27 + react-i18next 18 (no remix-i18next)",
    folder: "i18next27",
    entry: `import i18next from "i18next";
      import { I18nextProvider, initReactI18next, useTranslation } from "react-i18next";
      export async function boot(lng, resources) {
        await i18next.use(initReactI18next).init({ lng, resources, interpolation: { escapeValue: false } });
        return i18next;
      }
      export { I18nextProvider, useTranslation };`,
  },
  {
    name: "@lingui/core + @lingui/react 6 (compiled catalogs)",
    folder: "lingui",
    entry: `import { i18n } from "@lingui/core";
      import { I18nProvider, useLingui, Trans } from "@lingui/react";
      export function boot(lng, messages) { i18n.load(lng, messages); i18n.activate(lng); return i18n; }
      export { I18nProvider, useLingui, Trans };`,
  },
  {
    name: "use-intl 4 (IntlProvider, useTranslations, useFormatter)",
    folder: "useintl",
    entry: `export { IntlProvider, useTranslations, useFormatter } from "use-intl";`,
  },
  {
    name: "typesafe-i18n 5 (+ /react)",
    folder: "typesafe",
    entry: `export { i18nObject } from "typesafe-i18n"; export { initI18nReact } from "typesafe-i18n/react";`,
  },
  {
    name: "rosetta 1 + a React context",
    folder: "rosetta",
    entry: `import rosetta from "rosetta";
      import { createContext, createElement, useContext } from "react";
      const Strings = createContext(null);
      export function StringsProvider({ value, children }) { return createElement(Strings.Provider, { value }, children); }
      export const useT = () => useContext(Strings);
      export function boot(lng, dict) { const r = rosetta({ [lng]: dict }); r.locale(lng); return r; }`,
  },
];

const brotli = (bytes) =>
  zlib.brotliCompressSync(bytes, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

async function librariesWeight(packages) {
  for (const candidate of CANDIDATES) {
    const folder = path.join(packages, candidate.folder);
    if (!fs.existsSync(path.join(folder, "node_modules"))) {
      console.log(`${candidate.name}: not installed in ${folder}`);
      continue;
    }
    const result = await build({
      stdin: { contents: candidate.entry, resolveDir: folder, loader: "js" },
      bundle: true,
      minify: true,
      format: "esm",
      platform: "browser",
      write: false,
      external: ["react", "react-dom", "react/jsx-runtime", "@remix-run/react"],
      define: { "process.env.NODE_ENV": '"production"' },
      logLevel: "error",
    });
    const code = Buffer.from(result.outputFiles[0].contents);
    const versions = fs
      .readdirSync(path.join(folder, "node_modules"), { recursive: true })
      .filter((file) => /^(@lingui[/\\](core|react)|i18next|react-i18next|remix-i18next|use-intl|typesafe-i18n|rosetta)[/\\]package\.json$/.test(file))
      .map((file) => `${path.dirname(file)}@${JSON.parse(fs.readFileSync(path.join(folder, "node_modules", file), "utf8")).version}`);
    console.log(
      `${candidate.name.padEnd(58)} ${String(code.length).padStart(6)} B, brotli ${String(brotli(code)).padStart(6)} B, gzip ${String(zlib.gzipSync(code, { level: 9 }).length).padStart(6)} B  (${versions.join(", ")})`,
    );
  }
}

/** A text a shopper reads: words, not a class list, a header, a URL or an identifier. */
function isInterfaceText(text) {
  if (text.length < 2 || !/\p{L}{2}/u.test(text) || /[=<>{}]|https?:/.test(text)) return false;
  const words = text.split(" ");
  const classList = words.every((word) => /^!?-?[a-z0-9:/[\].%#&_-]+$/.test(word)) && words.some((word) => /[-:[]/.test(word));
  const identifier = words.length === 1 && /^[A-Za-z]+([-_.][A-Za-z0-9]+)+$/.test(text);
  return !classList && !identifier && /^[\p{Lu}«(]|\s/u.test(text);
}

/** Every interface text written in the sources the browser may load (not `*.server.*`). */
function sourceTexts() {
  const texts = new Set();
  const files = fs.readdirSync("app", { recursive: true }).filter((file) => /\.tsx?$/.test(file) && !/\.server\./.test(file));
  for (const file of files) {
    const source = ts.createSourceFile(file, fs.readFileSync(path.join("app", file), "utf8"), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
    const visit = (node) => {
      if (ts.isJsxText(node) || ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
        const text = node.text.replace(/\s+/g, " ").trim();
        if (isInterfaceText(text)) texts.add(text);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return texts;
}

/** The built script with each interface text replaced by a key, and the keys it used. */
function withKeys(code, texts, keys) {
  const source = ts.createSourceFile("chunk.js", code, ts.ScriptTarget.Latest, true, ts.ScriptKind.JS);
  const cuts = [];
  const visit = (node) => {
    if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && texts.has(node.text.replace(/\s+/g, " ").trim())) {
      if (!keys.has(node.text)) keys.set(node.text, `k${keys.size.toString(36)}`);
      cuts.push([node.getStart(source), node.getEnd(), `s.${keys.get(node.text)}`]);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  let out = code;
  for (const [start, end, key] of cuts.sort((a, b) => b[0] - a[0])) out = out.slice(0, start) + key + out.slice(end);
  return out;
}

async function stringsInData(base, pages) {
  const texts = sourceTexts();
  for (const page of pages) {
    const keys = new Map();
    let before = 0;
    let after = 0;
    for (const url of (await fetchedByBrowser(base, page)).filter((u) => u.startsWith("/build/") && u.endsWith(".js"))) {
      const code = fs.readFileSync(path.join("public", url), "utf8");
      before += brotli(Buffer.from(code));
      after += brotli(Buffer.from(withKeys(code, texts, keys)));
    }
    const html = await (await fetch(base + page)).text();
    const table = JSON.stringify(Object.fromEntries([...keys].map(([text, key]) => [key, text])));
    // As the route data travels: a JSON text inside the page's stream script.
    const withTable = html.replace("</body>", `<script>${JSON.stringify(table)}</script></body>`);
    const [rawBefore, rawAfter] = [html, withTable].map((h) => Buffer.byteLength(h));
    const [brBefore, brAfter] = [html, withTable].map((h) => brotli(Buffer.from(h)));
    console.log(
      `${page}: ${keys.size} texts; scripts ${before} → ${after} B brotli (${after - before}); ` +
        `HTML ${rawBefore} → ${rawAfter} B (+${rawAfter - rawBefore}), brotli ${brBefore} → ${brAfter} B (+${brAfter - brBefore}); ` +
        `first load ${after - before + brAfter - brBefore >= 0 ? "+" : ""}${after - before + brAfter - brBefore} B`,
    );
  }
}

const args = process.argv.slice(2);
if (args[0] === "--packages" && args[1]) await librariesWeight(args[1]);
else if (args[0] === "--page" && args[1]) await stringsInData(args[1], args.slice(2).length ? args.slice(2) : ["/"]);
else {
  console.error("usage: --packages <folder of candidates> | --page <url of a built shop> [paths…]");
  process.exit(2);
}
