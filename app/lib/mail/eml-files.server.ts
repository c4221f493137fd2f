import fs from "node:fs/promises";
import path from "node:path";
import { and, inArray, isNotNull } from "drizzle-orm";
import { getConfig } from "../platform/config.server";
import { db, tables } from "../platform/database.server";

/**
 * The file a message becomes without SMTP (`getDeliver`), named by its outbox id first, so what
 * happens to the message's body can happen to its file: "000042-order_confirmation.eml".
 */
export function emlFileName(message: { id: number; kind: string }): string {
  return `${String(message.id).padStart(6, "0")}-${message.kind}.eml`;
}

const NAMED = /^(\d+)-[\w-]+\.eml$/;

/** Far below both engines' limits on bound values. */
const SLICE = 500;

async function emlFiles(dir: string): Promise<{ file: string; id: number }[]> {
  try {
    return (await fs.readdir(dir)).flatMap((file) => {
      const match = NAMED.exec(file);
      return match ? [{ file, id: Number(match[1]) }] : [];
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
}

/** Outbox ids among `ids` whose body is gone: erased with their customer or past their period. */
async function droppedAmong(ids: number[]): Promise<Set<number>> {
  const { email_outbox } = tables();
  const dropped = new Set<number>();
  for (let i = 0; i < ids.length; i += SLICE) {
    const rows = await db()
      .select({ id: email_outbox.id })
      .from(email_outbox)
      .where(and(inArray(email_outbox.id, ids.slice(i, i + SLICE)), isNotNull(email_outbox.body_dropped_at)));
    for (const { id } of rows) dropped.add(id);
  }
  return dropped;
}

/**
 * Deletes the .eml files that outlive what the outbox keeps (docs/decisions/091): the file of a
 * message whose body was dropped (an erasure, the retention job), and any file written before
 * `before` (the bodies' period), whatever became of its row. Run after the transaction that
 * dropped the bodies has committed: a file is never deleted for a body that is still kept. The
 * folder is this box's own: each process sweeps its own disk. Returns how many files it deleted.
 */
export async function sweepEmlFiles(before: Date): Promise<number> {
  const { emlDir } = getConfig().mail;
  const files = await emlFiles(emlDir);
  if (!files.length) return 0;
  const dropped = await droppedAmong(files.map((f) => f.id));
  let deleted = 0;
  for (const { file, id } of files) {
    const where = path.join(emlDir, file);
    const stale = dropped.has(id) || (await writtenBefore(where, before));
    if (stale && (await removed(where))) deleted += 1;
  }
  return deleted;
}

/** Whether the file was written before `before`; false when another process deleted it first. */
async function writtenBefore(file: string, before: Date): Promise<boolean> {
  try {
    return (await fs.stat(file)).mtime < before;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return false;
    throw error;
  }
}

/** Deletes one file; false when another process deleted it first. */
async function removed(file: string): Promise<boolean> {
  try {
    await fs.unlink(file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return false;
    throw error;
  }
}

/** The sender wrote this message's file while an erasure dropped its body: the file goes too. */
export async function removeEmlFileOf(message: { id: number; kind: string }): Promise<void> {
  await removed(path.join(getConfig().mail.emlDir, emlFileName(message)));
}
