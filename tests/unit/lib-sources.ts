import fs from "node:fs";
import path from "node:path";

/** app/lib, whose sources the architecture tests read as text. */
export const LIB = path.resolve("app/lib");

/** The specifier of each `import … from` and `export … from` line, `import type` included. */
export const IMPORT_FROM = /^\s*(?:import|export)\b[^;]*?\bfrom\s*["']([^"']+)["']/gm;

export type Source = { file: string; code: string };

/** Every .ts and .tsx file under `dir`, named relative to app/lib. */
export function sourcesUnder(dir: string): Source[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourcesUnder(full);
    return /\.tsx?$/.test(entry.name) ? [{ file: path.relative(LIB, full), code: fs.readFileSync(full, "utf8") }] : [];
  });
}
