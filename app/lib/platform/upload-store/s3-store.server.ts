import type { S3Client } from "@aws-sdk/client-s3";
import type { Config } from "../config.server";
import { IMMUTABLE_CACHE, type StoredEntry, type UploadStore } from "./store";

/** DeleteObjects takes at most this many keys a call. */
const DELETE_BATCH = 1000;

type Sdk = typeof import("@aws-sdk/client-s3");

/** A bucket of any S3-compatible store (AWS, Scaleway, OVH, MinIO, Garage, R2…) through the AWS SDK. */
export function s3Store(s3: NonNullable<Config["s3"]>): UploadStore {
  let ready: Promise<{ sdk: Sdk; client: S3Client }> | undefined;
  // The SDK costs about 35 MB and a third of a second to load: only on first use, never on a shop
  // whose images are on disk.
  const connect = () =>
    (ready ??= import("@aws-sdk/client-s3").then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        endpoint: s3.endpoint,
        region: s3.region,
        credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
        // Other stores than AWS rarely have a DNS name per bucket: the bucket goes in the path.
        forcePathStyle: true,
        // The SDK's default CRC32 trailers are refused by several S3-compatible stores; checksums
        // are sent only where the API requires one (DeleteObjects).
        requestChecksumCalculation: "WHEN_REQUIRED",
        responseChecksumValidation: "WHEN_REQUIRED",
        // A store that stops answering must fail an upload or a page's image, not hang it.
        requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
      }),
    })));
  const Bucket = s3.bucket;
  return {
    async put(key, data, contentType) {
      const { sdk, client } = await connect();
      await client.send(
        new sdk.PutObjectCommand({ Bucket, Key: key, Body: data, ContentType: contentType, CacheControl: IMMUTABLE_CACHE }),
      );
    },

    async get(key) {
      const { sdk, client } = await connect();
      try {
        const object = await client.send(new sdk.GetObjectCommand({ Bucket, Key: key }));
        if (!object.Body) return null;
        return { body: object.Body.transformToWebStream() as ReadableStream<Uint8Array>, size: object.ContentLength ?? 0 };
      } catch (error) {
        if (error instanceof sdk.NoSuchKey) return null;
        throw error;
      }
    },

    async list(folder) {
      const { sdk, client } = await connect();
      const entries: StoredEntry[] = [];
      const Prefix = `${folder}/`;
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new sdk.ListObjectsV2Command({ Bucket, Prefix, Delimiter: "/", ContinuationToken }));
        for (const object of page.Contents ?? []) {
          if (!object.Key) continue;
          // An object without a date counts as new: the sweep's grace keeps it.
          entries.push({ name: object.Key.slice(Prefix.length), size: object.Size ?? 0, modifiedMs: object.LastModified?.getTime() ?? Date.now() });
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return entries;
    },

    async remove(keys) {
      if (!keys.length) return;
      const { sdk, client } = await connect();
      for (let i = 0; i < keys.length; i += DELETE_BATCH) {
        const Objects = keys.slice(i, i + DELETE_BATCH).map((Key) => ({ Key }));
        const answer = await client.send(new sdk.DeleteObjectsCommand({ Bucket, Delete: { Objects, Quiet: true } }));
        const failed = answer.Errors ?? [];
        if (failed.length) throw new Error(`Suppression S3 refusée : ${failed.map((e) => `${e.Key} (${e.Code})`).join(", ")}`);
      }
    },
  };
}
