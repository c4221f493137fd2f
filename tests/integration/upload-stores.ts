import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe } from "vitest";
import { PRODUCT_IMAGES_DIR, productImageKey } from "~/lib/catalog/uploads.server";
import { resetConfigForTests } from "~/lib/platform/config.server";
import { loader as uploadsLoader } from "~/routes/uploads.$";
import { startS3Server, type S3Server } from "../fakes/s3-server";

/** The uploads folder seen from outside the shop: the disk itself, or the bucket through the SDK. */
export type StoredUploads = {
  kind: "disque" | "S3";
  /** The names of the files in product-images/. */
  names(): Promise<string[]>;
  bytes(name: string): Promise<Buffer | null>;
  /** A file the shop did not write, put there by hand. */
  writeForeign(name: string, text: string): Promise<void>;
  /** Empties product-images/, as on a shop where nothing was ever uploaded. */
  clear(): Promise<void>;
  /** The running S3 server (S3 only). */
  s3(): S3Server;
};

const diskFolder = () => path.join(process.env.UPLOADS_DIR!, PRODUCT_IMAGES_DIR);

const disk: Omit<StoredUploads, "s3"> = {
  kind: "disque",
  names: async () => (fs.existsSync(diskFolder()) ? fs.readdirSync(diskFolder()) : []),
  bytes: async (name) => (fs.existsSync(path.join(diskFolder(), name)) ? fs.readFileSync(path.join(diskFolder(), name)) : null),
  writeForeign: async (name, text) => fs.writeFileSync(path.join(diskFolder(), name), text),
  clear: async () => fs.rmSync(diskFolder(), { recursive: true, force: true }),
};

function bucket(server: () => S3Server): StoredUploads {
  const prefix = `${PRODUCT_IMAGES_DIR}/`;
  const names = async () => (await server().keys(prefix)).map((key) => key.slice(prefix.length));
  return {
    kind: "S3",
    names,
    bytes: async (name) => (await server().object(productImageKey(name)))?.bytes ?? null,
    writeForeign: (name, text) => server().put(productImageKey(name), Buffer.from(text)),
    clear: async () => server().remove((await names()).map(productImageKey)),
    s3: server,
  };
}

/**
 * The same tests against each upload store (decision 098): on disk under UPLOADS_DIR, then in a
 * bucket of s3rver through the real SDK, the S3_ variables set for the block and removed after it.
 */
export function describeEachStore(title: string, tests: (uploads: StoredUploads) => void) {
  let server: S3Server | undefined;
  const running = () => {
    if (!server) throw new Error("le serveur S3 de ces tests n'a pas démarré");
    return server;
  };
  const noS3 = () => {
    throw new Error("ces tests stockent sur disque");
  };
  describe.each([{ ...disk, s3: noS3 }, bucket(running)])(`${title} ($kind)`, (uploads) => {
    if (uploads.kind === "S3") {
      beforeAll(async () => {
        server = await startS3Server();
        Object.assign(process.env, server.env);
        resetConfigForTests();
      });
      afterAll(async () => {
        for (const name of Object.keys(server?.env ?? {})) delete process.env[name];
        resetConfigForTests();
        await server?.close();
      });
    }
    tests(uploads);
  });
}

/** What the shop answers at a path under /uploads/, or the Response it throws (a 404). */
export async function servedUpload(url: string): Promise<Response> {
  try {
    return await uploadsLoader({ params: { "*": url.replace("/uploads/", "") }, request: new Request(`http://shop.test${url}`), context: {} });
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}
