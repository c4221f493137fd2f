import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

describe("the stylesheets Tailwind builds", () => {
  // Tailwind 3's plugin keeps the last `@config` it met for the files built after it: a sheet
  // without its own took the admin's config in one build out of four (CI's of 2026-11-28).
  it("each names its config, so the order the build takes them in changes nothing", () => {
    const sheets = fs.readdirSync("app").filter((f) => f.endsWith(".css"));
    const tailwind = sheets.filter((f) => /@tailwind /.test(fs.readFileSync(path.join("app", f), "utf8")));
    expect(tailwind).toEqual(expect.arrayContaining(["tailwind.css", "admin.css"]));
    for (const sheet of tailwind) {
      const config = /^@config "\.\.\/(.+)";$/m.exec(fs.readFileSync(path.join("app", sheet), "utf8"))?.[1];
      expect(config, sheet).toBeDefined();
      expect(fs.existsSync(config!), `${sheet} : ${config}`).toBe(true);
    }
  });
});
