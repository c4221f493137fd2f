import path from "node:path";
import { describe, expect, it } from "vitest";
import { IMPORT_FROM, LIB, sourcesUnder, type Source } from "./lib-sources";

/**
 * No two domains import each other (decision 128). Domains are the folders of app/lib other than
 * the platform and the use-cases (layers, checked by lint: layers.test.ts). The graph is read from
 * the sources' `import … from` and `export … from` lines, `import type` included (a type is a
 * dependency a reader follows too), through `~/lib/` and relative paths. ESLint's import/no-cycle
 * follows every file and reports cycles of modules; this counts folders, in a few milliseconds.
 */
const LAYERS = new Set(["platform", "use-cases"]);

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

/**
 * Every loop between domains, of any length (issue 44: fourteen domains formed one through
 * three-domain loops no pair showed): the strongly connected components of the domain graph
 * (Tarjan), each named with the edges that close it.
 */
function domainLoops(sources: Source[]): string[] {
  const edges = domainEdges(sources);
  const next = new Map<string, string[]>();
  for (const edge of edges.keys()) {
    const [a, b] = edge.split(" → ");
    next.set(a, [...(next.get(a) ?? []), b]);
  }
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const loops: string[][] = [];
  const visit = (v: string) => {
    index.set(v, index.size);
    low.set(v, index.get(v)!);
    stack.push(v);
    for (const w of next.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (stack.includes(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const component: string[] = [];
      for (let w = stack.pop()!; ; w = stack.pop()!) {
        component.push(w);
        if (w === v) break;
      }
      if (component.length > 1) loops.push(component.sort());
    }
  };
  for (const v of [...next.keys()].sort()) if (!index.has(v)) visit(v);
  return loops.map((loop) => {
    const inside = [...edges].filter(([edge]) => edge.split(" → ").every((d) => loop.includes(d)));
    return `${loop.join(", ")}: ${inside.map(([edge, where]) => `${edge} (${where})`).join("; ")}`;
  });
}

describe("no loop between domains, of any length", () => {
  it("holds for app/lib", () => {
    expect(domainLoops(sourcesUnder(LIB))).toEqual([]);
  });

  it("names a planted loop of three, with the import that closes each edge", () => {
    const planted = [
      { file: "admin/a.server.ts", code: 'import { x } from "../checkout/b.server";\n' },
      { file: "checkout/b.server.ts", code: 'import type { Y } from "~/lib/gifts/c";\n' },
      { file: "gifts/c.ts", code: 'export { z } from "../admin/a.server";\n' },
    ];
    expect(domainLoops(planted)).toEqual([
      'admin, checkout, gifts: admin → checkout (admin/a.server.ts imports "../checkout/b.server"); checkout → gifts (checkout/b.server.ts imports "~/lib/gifts/c"); gifts → admin (gifts/c.ts imports "../admin/a.server")',
    ]);
    expect(domainLoops(planted.slice(0, 2))).toEqual([]);
  });
});

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
