import { getConfig, type Config } from "../config.server";
import { diskStore } from "./disk-store.server";
import { s3Store } from "./s3-store.server";
import type { UploadStore } from "./store";

let current: { config: Config; store: UploadStore } | undefined;

/** The store the configuration names, built again only when the configuration is (tests reset it). */
export function getUploadStore(): UploadStore {
  const config = getConfig();
  if (current?.config !== config) {
    current = { config, store: config.s3 ? s3Store(config.s3) : diskStore(config.uploadsDir) };
  }
  return current.store;
}

/**
 * Where browsers fetch uploads from: S3_PUBLIC_URL when a bucket is public (or behind a CDN),
 * null when the shop's own /uploads/ route serves them.
 */
export function publicUploadsBase(): string | null {
  return getConfig().s3?.publicUrl ?? null;
}
