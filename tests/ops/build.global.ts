// The operations tests run the built app, as production does: build once if the sources changed.
import { spawnSync } from "node:child_process";
import { buildState } from "../../scripts/lib/build-stamp.mjs";

export default function setup() {
  if (buildState() === "current") return;
  // Vitest's NODE_ENV=test would give a development build (jsxDEV), which production cannot run.
  const result = spawnSync("npm", ["run", "build"], { stdio: "inherit", env: { ...process.env, NODE_ENV: "production" } });
  if (result.status !== 0) throw new Error("npm run build a échoué");
}
