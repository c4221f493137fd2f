import fs from "node:fs";
import path from "node:path";

type Journal = { entries: { idx: number; tag: string }[] };

/**
 * A copy of `chain` (drizzle/ or drizzle-pg/) as it was before the migration named `name`, in
 * `scratch`: a shop of the previous release, to run that migration on. Found by name, not number:
 * migrations made on parallel branches are renumbered when they merge.
 */
export function migrationsBefore(chain: "drizzle" | "drizzle-pg", name: string, scratch: string): string {
  const journal = JSON.parse(fs.readFileSync(`${chain}/meta/_journal.json`, "utf8")) as Journal;
  const target = journal.entries.find((e) => e.tag.endsWith(`_${name}`));
  if (!target) throw new Error(`pas de migration « ${name} » dans ${chain}/`);
  const folder = path.join(scratch, `${chain}-before-${name}`);
  fs.mkdirSync(path.join(folder, "meta"), { recursive: true });
  const entries = journal.entries.filter((e) => e.idx < target.idx);
  fs.writeFileSync(path.join(folder, "meta", "_journal.json"), JSON.stringify({ ...journal, entries }));
  for (const e of entries) fs.copyFileSync(`${chain}/${e.tag}.sql`, path.join(folder, `${e.tag}.sql`));
  return folder;
}
