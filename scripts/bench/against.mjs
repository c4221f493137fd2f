// `npm run bench -- --against <git ref>`: the shop of another commit built in a temporary worktree
// beside this one, both served at once with the minimal Remix page, and measured in turns in one
// run, so that "slower than before?" is answered on the same machine in the same minutes. Each
// figure is read against the minimal page measured in the same turn: the ratio, not the req/s,
// says whether a page got slower.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

function git(args) {
  const result = spawnSync("git", args, { encoding: "utf8" });
  if (result.status !== 0) throw new Error(`git ${args.join(" ")} : ${result.stderr.trim()}`);
  return result.stdout.trim();
}

/**
 * Checks `ref` out in a temporary worktree and builds it there. Its dependencies are this
 * checkout's node_modules (a link): a ref whose package-lock differs is measured with today's
 * packages, which the table says.
 */
export function checkoutRef(ref, build) {
  const commit = git(["rev-parse", "--short", `${ref}^{commit}`]);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `maison-sillage-bench-${commit}-`));
  git(["worktree", "add", "--detach", dir, commit]);
  fs.symlinkSync(path.resolve("node_modules"), path.join(dir, "node_modules"), "dir");
  const sameLock = spawnSync("git", ["diff", "--quiet", commit, "--", "package-lock.json"]).status === 0;
  build(dir, ["npm", "run", "build"]);
  return { dir, commit, sameLock };
}

export function removeCheckout(dir) {
  spawnSync("git", ["worktree", "remove", "--force", dir], { stdio: "ignore" });
  fs.rmSync(dir, { recursive: true, force: true });
}

/**
 * A shopper's cart cookie holding one bottle, as the product page's no-JS form adds it: with it,
 * every page prices that cart in its root loader (the issue's « with a cart » column).
 */
export async function cartCookie(base) {
  const product = await (await fetch(`${base}/products/minuit-profond`)).text();
  const field = (name) => new RegExp(`name="${name}" value="(\\d+)"`).exec(product)?.[1] ?? "";
  const added = await fetch(`${base}/cart`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: base },
    body: new URLSearchParams({ intent: "add", productId: field("productId"), formatId: field("formatId"), redirectTo: "/cart" }),
  });
  const cookie = (added.headers.get("set-cookie") ?? "").split(";")[0];
  if (!cookie.startsWith("__cart=")) throw new Error(`${base} : panier non obtenu (${added.status})`);
  return cookie;
}

const mean = (values) => values.reduce((sum, v) => sum + v, 0) / values.length;

/**
 * Measures every page cached and rendered on both shops, `rounds` times, the order of the two
 * shops swapped each round, the minimal page measured in the same turn as each pair.
 */
export async function alternate({ paths, rounds, minimalBase, shops, measure }) {
  const rows = [];
  const carts = new Map(await Promise.all(shops.map(async (s) => [s.label, await cartCookie(s.base)])));
  for (const pagePath of paths) {
    for (const mode of ["cache", "panier", "rendu"]) {
      const ratios = new Map(shops.map((s) => [s.label, []]));
      const rps = new Map(shops.map((s) => [s.label, []]));
      for (let round = 0; round < rounds; round++) {
        process.stdout.write(`Tour ${round + 1} : ${pagePath} (${mode})…\n`);
        const floor = await measure(`${minimalBase}/`);
        const order = round % 2 === 0 ? shops : [...shops].reverse();
        for (const shop of order) {
          const headers = mode === "panier" ? { cookie: carts.get(shop.label) } : undefined;
          const result = await measure(`${shop.base}${pagePath}`, { unique: mode === "rendu", headers });
          rps.get(shop.label).push(result.rps);
          ratios.get(shop.label).push(result.rps / floor.rps);
        }
      }
      rows.push({ pagePath, mode, figures: shops.map((s) => ({ label: s.label, rps: mean(rps.get(s.label)), ratio: mean(ratios.get(s.label)) })) });
    }
  }
  return rows;
}

/** The table docs/benchmark.md shows: req/s and ratio to the minimal page for each shop, then the second ÷ the first. */
export function printAlternated(rows, [before, now]) {
  const header = ["page", "mode", `${before} req/s`, `${before} ÷ min.`, `${now} req/s`, `${now} ÷ min.`, `${now} ÷ ${before}`];
  const lines = rows.map(({ pagePath, mode, figures: [b, n] }) => [
    pagePath,
    mode,
    b.rps.toFixed(0),
    b.ratio.toFixed(2),
    n.rps.toFixed(0),
    n.ratio.toFixed(2),
    (n.ratio / b.ratio).toFixed(2),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const format = (cells) => cells.map((c, i) => (i < 2 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join("  ");
  console.log(format(header));
  console.log(widths.map((w) => "-".repeat(w)).join("  "));
  for (const l of lines) console.log(format(l));
}
