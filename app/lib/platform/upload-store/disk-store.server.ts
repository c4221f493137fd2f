import fs from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import type { StoredEntry, UploadStore } from "./store";

const missing = (error: unknown) => (error as NodeJS.ErrnoException).code === "ENOENT";

/** Files under UPLOADS_DIR: what the shop did before buckets, and still does without S3_ variables. */
export function diskStore(root: string): UploadStore {
  const fileOf = (key: string) => path.join(root, key);
  return {
    async put(key, data) {
      const file = fileOf(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.writeFile(file, data, { flag: "wx" });
    },

    async get(key) {
      // Opened once, then measured and read through the same handle: a sweep deleting the file
      // in between cannot cut the answer short.
      const handle = await fs.open(fileOf(key)).catch((error: unknown) => {
        if (missing(error)) return null;
        throw error;
      });
      if (!handle) return null;
      const stat = await handle.stat();
      if (!stat.isFile()) {
        await handle.close();
        return null;
      }
      return { body: Readable.toWeb(handle.createReadStream()) as ReadableStream<Uint8Array>, size: stat.size };
    },

    async list(folder) {
      let names: string[];
      try {
        names = await fs.readdir(fileOf(folder));
      } catch (error) {
        if (missing(error)) return [];
        throw error;
      }
      const entries: StoredEntry[] = [];
      for (const name of names) {
        const stat = await fs.stat(path.join(fileOf(folder), name)).catch(() => null);
        if (stat?.isFile()) entries.push({ name, size: stat.size, modifiedMs: stat.mtimeMs });
      }
      return entries;
    },

    async remove(keys) {
      await Promise.all(keys.map((key) => fs.rm(fileOf(key), { force: true })));
    },
  };
}
