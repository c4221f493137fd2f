// A production-only install from the tracked files, its own file so that it runs beside the
// image's replay (tests/ops/runtime-image.test.ts) rather than after it.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { patchedFiles, shell, trackedCopy } from "./image-context";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "maison-sillage-production-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe("a production-only install", () => {
  it("npm ci --omit=dev succeeds and applies the patches", async () => {
    trackedCopy(dir);
    const done = await shell(dir, "npm ci --omit=dev --no-audit --no-fund");
    expect(done.status, done.output).toBe(0);
    for (const file of patchedFiles()) expect(fs.readFileSync(path.join(dir, file), "utf8"), file).toContain("Maison Sillage patch");
  }, 300_000);
});
