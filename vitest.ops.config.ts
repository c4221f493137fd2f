import { defineConfig } from "vitest/config";
import { shared } from "./vitest.config";

// The operations tests (processes, backups, deploy files) are their own step of `npm test`: slow,
// and about running the shop rather than its code.
export default defineConfig({
  ...shared,
  test: { ...shared.test, include: ["tests/ops/**/*.test.ts"] },
});
