// `npm test`'s independent steps side by side (build, typecheck and lint read the same sources and
// mostly wait on the disk): each npm script runs at once; the first streams its output, the others'
// output is held and printed whole when they end, so no two reports interleave. Exits with the
// first failure's code, after every step has finished.
import { spawn } from "node:child_process";

const scripts = process.argv.slice(2);
if (scripts.length === 0) {
  console.error("usage : node scripts/lib/run-together.mjs <script npm> [<script npm>…]");
  process.exit(2);
}

function run(script, streamed) {
  return new Promise((resolve) => {
    const child = spawn("npm", ["run", "--silent", script], { stdio: streamed ? "inherit" : ["ignore", "pipe", "pipe"] });
    const held = [];
    child.stdout?.on("data", (chunk) => held.push(chunk));
    child.stderr?.on("data", (chunk) => held.push(chunk));
    child.on("close", (code, signal) => resolve({ script, code: code ?? (signal ? 1 : 0), held: Buffer.concat(held) }));
  });
}

const results = await Promise.all(scripts.map((script, i) => run(script, i === 0)));
let failure = 0;
for (const { script, code, held } of results) {
  if (held.length > 0) {
    process.stdout.write(`\n── npm run ${script} ──\n`);
    process.stdout.write(held);
  }
  if (code !== 0) {
    console.error(`npm run ${script} a échoué (code ${code})`);
    failure ||= code;
  }
}
process.exit(failure);
