import { defineConfig } from "vitest/config";
import { shared } from "./vitest.config";

// The operations tests (processes, backups, deploy files) are their own step of `npm test`: slow,
// and about running the shop rather than its code.
export default defineConfig({
  ...shared,
  // A case here runs several real processes one after the other (migrate, an admin's scrypt hash,
  // start, back up, restore): 60 s was once too short beside another step's load (measured: the
  // runtime image's documented commands, 2026-11-28). The timeout guards against a hang, not speed.
  test: { ...shared.test, include: ["tests/ops/**/*.test.ts"], testTimeout: 180_000 },
});
