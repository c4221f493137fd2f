import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * No two domains import each other (decision 128). Domains are the folders of app/lib other than
 * the platform and the use-cases (layers, checked by lint: layers.test.ts). The graph is read from
 * the sources' `import … from` and `export … from` lines, `import type` included (a type is a
 * dependency a reader follows too), through `~/lib/` and relative paths. ESLint's import/no-cycle
 * follows every file and reports cycles of modules; this counts folders, in a few milliseconds.
 */
const LIB = path.resolve("app/lib");
const LAYERS = new Set(["platform", "use-cases"]);
const IMPORT_FROM = /^\s*(?:import|export)\b[^;]*?\bfrom\s*["']([^"']+)["']/gm;

type Source = { file: string; code: string };

function sourcesUnder(dir: string): Source[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourcesUnder(full);
    return /\.tsx?$/.test(entry.name) ? [{ file: path.relative(LIB, full), code: fs.readFileSync(full, "utf8") }] : [];
  });
}

/** The domain folder an app/lib-relative path lies in, or null (a layer, or a file at app/lib's root). */
function domainOf(libPath: string): string | null {
  const [folder, ...rest] = libPath.split(/[\\/]/);
  return rest.length > 0 && !LAYERS.has(folder) && !folder.startsWith("..") ? folder : null;
}

/** "a → b" for each domain importing another, with the first file and specifier that does it. */
function domainEdges(sources: Source[]): Map<string, string> {
  const edges = new Map<string, string>();
  for (const { file, code } of sources) {
    const from = domainOf(file);
    if (!from) continue;
    for (const [, specifier] of code.matchAll(IMPORT_FROM)) {
      const target = specifier.startsWith("~/lib/")
        ? specifier.slice("~/lib/".length)
        : specifier.startsWith(".")
          ? path.relative(LIB, path.resolve(LIB, path.dirname(file), specifier))
          : null;
      const to = target === null ? null : domainOf(target);
      const edge = `${from} → ${to}`;
      if (to && to !== from && !edges.has(edge)) edges.set(edge, `${file} imports "${specifier}"`);
    }
  }
  return edges;
}

/** Each pair of domains importing each other, once, with the line that runs each way. */
function mutualPairs(sources: Source[]): string[] {
  const edges = domainEdges(sources);
  return [...edges.keys()].flatMap((edge) => {
    const [a, b] = edge.split(" → ");
    const back = edges.get(`${b} → ${a}`);
    return a < b && back ? [`${a} ↔ ${b}: ${edges.get(edge)}; ${back}`] : [];
  });
}

describe("no two domains import each other", () => {
  it("holds for app/lib", () => {
    expect(mutualPairs(sourcesUnder(LIB))).toEqual([]);
  });

  it("names a planted pair, through ~/lib/ or relative paths, types included", () => {
    const planted = [
      { file: "orders/a.server.ts", code: 'import { x } from "../mail/outbox.server";\n' },
      { file: "mail/nested/b.ts", code: 'import type {\n  Y,\n} from "~/lib/orders/a.server";\n' },
    ];
    expect(mutualPairs(planted)).toEqual([
      'mail ↔ orders: mail/nested/b.ts imports "~/lib/orders/a.server"; orders/a.server.ts imports "../mail/outbox.server"',
    ]);
    // One way is fine; a layer, a package or a file of the same domain is no edge.
    expect(mutualPairs([planted[0], { file: "mail/c.ts", code: 'import { db } from "../platform/database.server";\nexport { z } from "zod";\nimport { w } from "./outbox.server";\n' }])).toEqual([]);
    expect(mutualPairs([planted[0], { file: "mail/c.ts", code: 'export { y } from "../orders/a.server";\n' }])).toHaveLength(1);
  });
});
