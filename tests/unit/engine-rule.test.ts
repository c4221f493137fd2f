import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { enginePlan, engineSpecificModules, reachedBy } from "../engine-rule";

// The PostgreSQL pass is chosen by tests/engine-rule.ts (decision 129): this file checks the rule
// leaves no engine-specific code without a file of that pass to run it.

const plan = enginePlan();
const integrationFiles = fs.readdirSync("tests/integration").filter((name) => name.endsWith(".test.ts")).map((name) => `tests/integration/${name}`);

describe("the PostgreSQL pass chosen by rule", () => {
  it("reaches every module of app/lib whose code differs by engine", () => {
    const reached = new Set(plan.postgres.flatMap((file) => [...reachedBy(file)].map((f) => f.slice(process.cwd().length + 1))));
    const modules = engineSpecificModules();
    expect(modules).toContain("app/lib/holds/holds.server.ts");
    expect(modules.filter((module) => !reached.has(module))).toEqual([]);
  });

  it("runs the files about PostgreSQL only there, and leaves out those about SQLite files of their own", () => {
    expect(plan.postgresOnly.length).toBeGreaterThan(0);
    for (const file of plan.postgresOnly) expect(plan.postgres).toContain(file);
    const sqliteSubjects = integrationFiles.filter((file) => /from\s+["']better-sqlite3["']|\bmigrateDatabase\(/.test(fs.readFileSync(file, "utf8")));
    expect(sqliteSubjects).toContain("tests/integration/seed.test.ts");
    for (const file of sqliteSubjects) expect(plan.postgres).not.toContain(file);
  });
});
