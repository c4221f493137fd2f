import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { SOURCES } from "../../scripts/lib/build-stamp.mjs";

describe("the build's stamp (build/sources.sha256)", () => {
  it("covers the texts and every Tailwind config the build reads, so a change to one makes the build stale", () => {
    const configs = fs.readdirSync(".").filter((f) => /^(tailwind|remix)\..*config\.[cm]?[jt]s$/.test(f));
    expect(configs.length).toBeGreaterThanOrEqual(3);
    for (const file of [...configs, "locales", "app"]) expect(SOURCES, file).toContain(file);
  });
});
