import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import {
  CreateBucketCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from "@aws-sdk/client-s3";
import S3rver from "s3rver";
import { freePort } from "../free-port";

export type S3Server = {
  endpoint: string;
  bucket: string;
  /** The S3_ variables that point the shop at this server's bucket. */
  env: Record<string, string>;
  /** Every key under a prefix, straight from the bucket. */
  keys(prefix: string): Promise<string[]>;
  /** An object's bytes and headers as the bucket stores them, or null. */
  object(key: string): Promise<{ bytes: Buffer; contentType?: string; cacheControl?: string } | null>;
  /** Writes an object behind the shop's back, as another tool sharing the bucket would. */
  put(key: string, bytes: Uint8Array): Promise<void>;
  remove(keys: string[]): Promise<void>;
  close(): Promise<void>;
};

// s3rver checks signatures against these fixed credentials.
const CREDENTIALS = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };

/**
 * s3rver, an S3-compatible server, on a private loopback port over a temporary folder, with one
 * empty bucket made through the real SDK. The shop reaches it through @aws-sdk/client-s3 too.
 */
export async function startS3Server(bucket = "boutique-images"): Promise<S3Server> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "maison-sillage-s3-"));
  const server = new S3rver({ address: "127.0.0.1", port: await freePort(), silent: true, directory });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({ endpoint, region: "us-east-1", forcePathStyle: true, credentials: CREDENTIALS });
  await client.send(new CreateBucketCommand({ Bucket: bucket }));
  return {
    endpoint,
    bucket,
    env: {
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
    },
    async keys(prefix) {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix }));
      return (listed.Contents ?? []).map((o) => o.Key!);
    },
    async object(key) {
      try {
        const found = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        const bytes = Buffer.from(await found.Body!.transformToByteArray());
        return { bytes, contentType: found.ContentType, cacheControl: found.CacheControl };
      } catch (error) {
        if (error instanceof NoSuchKey) return null;
        throw error;
      }
    },
    async put(key, bytes) {
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: bytes }));
    },
    async remove(keys) {
      if (keys.length) await client.send(new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: keys.map((Key) => ({ Key })) } }));
    },
    async close() {
      client.destroy();
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
