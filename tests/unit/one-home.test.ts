import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/** Every source file of the app, with its text. */
function appSources(dir = "app"): { file: string; text: string }[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return appSources(file);
    return /\.(ts|tsx)$/.test(entry.name) ? [{ file, text: fs.readFileSync(file, "utf8") }] : [];
  });
}

/** Where a fact is written, so a second definition fails here rather than drifting. */
function filesWriting(pattern: RegExp): string[] {
  return appSources()
    .filter(({ text }) => pattern.test(text))
    .map(({ file }) => file);
}

describe("one home for each fact", () => {
  it("« Réessayez dans N minutes » is written once, by the rate limits (tryAgainIn)", () => {
    expect(filesWriting(/Réessayez dans \$\{/)).toEqual(["app/lib/platform/rate-limit.server.ts"]);
  });

  it("a balance of stored value moves in one module: the stored-value ledger (decision 144)", () => {
    expect(filesWriting(/insert\(stored_value_ledger\)/)).toEqual(["app/lib/stored-value/ledger.server.ts"]);
    expect(filesWriting(/balance_cents: sql`/)).toEqual(["app/lib/stored-value/ledger.server.ts"]);
  });
});
