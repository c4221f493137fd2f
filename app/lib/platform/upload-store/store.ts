/** One stored file of a folder, as a listing gives it. */
export type StoredEntry = { name: string; size: number; modifiedMs: number };

/**
 * Where uploaded files live (decision 098): a folder on disk, or a bucket of an S3-compatible
 * store. Keys are `{folder}/{name}`; callers only ever pass names they generated.
 */
export type UploadStore = {
  /** Writes a new file; names are never reused, so nothing is ever overwritten on purpose. */
  put(key: string, data: Uint8Array, contentType: string): Promise<void>;
  /** The file's bytes, streamed, and its size; null when there is no such file. */
  get(key: string): Promise<{ body: ReadableStream<Uint8Array>; size: number } | null>;
  /** The files directly in a folder (none when the folder does not exist). */
  list(folder: string): Promise<StoredEntry[]>;
  /** Deletes files; one already gone is no error. */
  remove(keys: string[]): Promise<void>;
};

/** Names never change, so whatever serves a file may keep it a year. */
export const IMMUTABLE_CACHE = "public, max-age=31536000, immutable";
