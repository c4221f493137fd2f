import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ConfigError, parseConfig } from "~/lib/platform/config.server";

/** Tests pass partial environments; the real process.env type insists on NODE_ENV. */
const parse = (vars: Record<string, string | undefined>) => parseConfig(vars as NodeJS.ProcessEnv);

let dir: string;
let databasePath: string;

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "maison-sillage-config-"));
  databasePath = path.join(dir, "data", "shop.db");
});

afterEach(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

/** An environment with the generated secrets pinned, so most cases touch no file. */
function env(extra: Record<string, string> = {}) {
  return {
    DATABASE_PATH: databasePath,
    SESSION_SECRET: "a-session-secret-of-32-characters",
    ADMIN_PATH: "admin-path-0123456789abcdef",
    ...extra,
  };
}

function configError(e: Record<string, string>): ConfigError {
  try {
    parse(e);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return error as ConfigError;
  }
  throw new Error("parseConfig accepted an invalid environment");
}

describe("parseConfig defaults", () => {
  it("needs no variable at all", () => {
    const cwd = process.cwd();
    process.chdir(dir);
    try {
      const config = parse({});
      expect(config.port).toBe(3000);
      expect(config.nodeEnv).toBe("production");
      expect(config.databasePath).toBe(path.join(fs.realpathSync(dir), "data", "shop.db"));
      expect(config.uploadsDir).toBe(path.join(fs.realpathSync(dir), "uploads"));
      expect(config.stripe).toBeUndefined();
      expect(config.publicUrl).toBeUndefined();
      expect(config.adminEmail).toBeUndefined();
    } finally {
      process.chdir(cwd);
    }
  });

  it("reads the variables it is given", () => {
    const config = parse(
      env({
        PORT: "8080",
        UPLOADS_DIR: path.join(dir, "up"),
        SESSION_SECRET: "first-secret-0123456789, second-secret-0123456789",
        STRIPE_SECRET_KEY: "sk_test_123",
        STRIPE_API_HOST: "127.0.0.1",
        STRIPE_API_PORT: "12111",
        STRIPE_API_PROTOCOL: "http",
        PUBLIC_URL: "https://boutique.example.fr/",
      }),
    );
    expect(config.port).toBe(8080);
    expect(config.uploadsDir).toBe(path.join(dir, "up"));
    expect(config.sessionSecrets).toEqual(["first-secret-0123456789", "second-secret-0123456789"]);
    expect(config.adminPath).toBe("admin-path-0123456789abcdef");
    expect(config.stripe).toEqual({
      secretKey: "sk_test_123",
      webhookSecret: undefined,
      host: "127.0.0.1",
      port: 12111,
      protocol: "http",
    });
    expect(config.publicUrl).toBe("https://boutique.example.fr");
  });

  it("treats empty and blank strings as unset", () => {
    const config = parse(
      env({ PORT: "", STRIPE_SECRET_KEY: "  ", PUBLIC_URL: "", ADMIN_EMAIL: "", UPLOADS_DIR: "" }),
    );
    expect(config.port).toBe(3000);
    expect(config.stripe).toBeUndefined();
    expect(config.publicUrl).toBeUndefined();
    expect(config.adminEmail).toBeUndefined();
    expect(config.uploadsDir).toBe(path.resolve("uploads"));
  });
});

describe("parseConfig refuses bad values, naming the variable", () => {
  it.each([
    ["PORT", "abc"],
    ["PORT", "0"],
    ["PORT", "70000"],
    ["PORT", "80.5"],
    ["ADMIN_PATH", "short"],
    ["ADMIN_PATH", "has/a/slash-0123456789abcdef"],
    ["ADMIN_PATH", "espace interdite 0123456789"],
    ["SESSION_SECRET", "trop-court"],
    ["STRIPE_SECRET_KEY", "pk_test_123"],
    ["STRIPE_WEBHOOK_SECRET", "secret"],
    ["PUBLIC_URL", "boutique.example.fr"],
    ["ADMIN_EMAIL", "pas-un-email"],
    ["NODE_ENV", "staging"],
  ])("%s=%j", (name, value) => {
    const error = configError(env({ [name]: value }));
    expect(error.message).toMatch(/^Configuration invalide/);
    expect(error.message).toMatch(new RegExp(`^  - ${name}\\b`, "m"));
  });

  it("lists every bad variable at once", () => {
    const error = configError(env({ PORT: "abc", PUBLIC_URL: "nope" }));
    expect(error.message).toMatch(/^ {2}- PORT : /m);
    expect(error.message).toMatch(/^ {2}- PUBLIC_URL : /m);
  });
});

describe("uploads in an S3-compatible store", () => {
  const s3 = {
    S3_ENDPOINT: "https://s3.fr-par.scw.cloud/",
    S3_BUCKET: "maison-sillage-images",
    S3_ACCESS_KEY_ID: "SCWEXAMPLE",
    S3_SECRET_ACCESS_KEY: "secret-example",
  };

  it("are on disk without any S3_ variable, blank ones included", () => {
    expect(parse(env()).s3).toBeUndefined();
    expect(parse(env({ S3_ENDPOINT: "", S3_BUCKET: " ", S3_PUBLIC_URL: "" })).s3).toBeUndefined();
  });

  it("go to the bucket with the four required variables; the region defaults, the public URL is optional", () => {
    expect(parse(env(s3)).s3).toEqual({
      endpoint: "https://s3.fr-par.scw.cloud",
      bucket: "maison-sillage-images",
      region: "us-east-1",
      accessKeyId: "SCWEXAMPLE",
      secretAccessKey: "secret-example",
      publicUrl: undefined,
    });
    const config = parse(env({ ...s3, S3_REGION: "fr-par", S3_PUBLIC_URL: "https://images.maison-sillage.fr/" }));
    expect(config.s3).toMatchObject({ region: "fr-par", publicUrl: "https://images.maison-sillage.fr" });
  });

  it.each(Object.keys(s3))("refuse to start when %s alone is missing, naming it", (name) => {
    const error = configError(env({ ...s3, [name]: "" }));
    expect(error.message).toMatch(new RegExp(`^  - ${name} : manquante ; les images vont dans un stockage S3`, "m"));
    expect(error.message.match(/manquante/g)).toHaveLength(1);
  });

  it("name a bad value and a missing variable together", () => {
    const error = configError(env({ ...s3, S3_BUCKET: "Majuscules", S3_SECRET_ACCESS_KEY: "" }));
    expect(error.message).toMatch(/^ {2}- S3_BUCKET : nom de bucket invalide/m);
    expect(error.message).toMatch(/^ {2}- S3_SECRET_ACCESS_KEY : manquante/m);
  });

  it("refuse an http public URL for a shop served over https, whose pages could not load it", () => {
    const error = configError(env({ ...s3, PUBLIC_URL: "https://boutique.example.fr", S3_PUBLIC_URL: "http://images.example.fr" }));
    expect(error.message).toMatch(/^ {2}- S3_PUBLIC_URL : https:\/\/ attendu/m);
    expect(parse(env({ ...s3, S3_PUBLIC_URL: "http://127.0.0.1:9000/images" })).s3?.publicUrl).toBe("http://127.0.0.1:9000/images");
  });

  it("refuse a public URL or a region given without the store", () => {
    const error = configError(env({ S3_PUBLIC_URL: "https://images.maison-sillage.fr", S3_REGION: "fr-par" }));
    for (const name of Object.keys(s3)) expect(error.message).toMatch(new RegExp(`^  - ${name} : manquante`, "m"));
  });

  it.each([
    ["S3_ENDPOINT", "s3.fr-par.scw.cloud"],
    ["S3_ENDPOINT", "ftp://s3.example.fr"],
    ["S3_BUCKET", "Majuscules"],
    ["S3_BUCKET", "ab"],
    ["S3_BUCKET", "nom avec espace"],
    ["S3_REGION", "Paris 1"],
    ["S3_PUBLIC_URL", "images.maison-sillage.fr"],
    ["S3_PUBLIC_URL", "https://images.maison-sillage.fr/?v=1"],
  ])("refuse %s=%j with a French message", (name, value) => {
    const error = configError(env({ ...s3, [name]: value }));
    expect(error.message).toMatch(new RegExp(`^  - ${name} : [a-zA-Zé]`, "m"));
  });
});

describe("generated secrets", () => {
  const secretsFile = () => path.join(dir, "data", "secrets.json");

  it("are created once in the database's folder and reused on the next parse", () => {
    const first = parse({ DATABASE_PATH: databasePath });
    expect(fs.existsSync(secretsFile())).toBe(true);
    expect(first.adminPath).toMatch(/^[A-Za-z0-9_-]{32,}$/);
    expect(first.sessionSecrets).toHaveLength(1);
    expect(first.sessionSecrets[0].length).toBeGreaterThanOrEqual(32);

    const written = fs.readFileSync(secretsFile(), "utf8");
    const second = parse({ DATABASE_PATH: databasePath });
    expect(second.adminPath).toBe(first.adminPath);
    expect(second.sessionSecrets).toEqual(first.sessionSecrets);
    expect(fs.readFileSync(secretsFile(), "utf8")).toBe(written);
  });

  it("are readable by the owner only", () => {
    parse({ DATABASE_PATH: databasePath });
    expect(fs.statSync(secretsFile()).mode & 0o077).toBe(0);
  });

  it("give way to the variables that are set", () => {
    const generated = parse({ DATABASE_PATH: databasePath });
    const config = parse({ DATABASE_PATH: databasePath, ADMIN_PATH: "my-own-admin-path-0123456789" });
    expect(config.adminPath).toBe("my-own-admin-path-0123456789");
    expect(config.sessionSecrets).toEqual(generated.sessionSecrets);
  });

  it("are not written when both secrets are set", () => {
    parse(env());
    expect(fs.existsSync(secretsFile())).toBe(false);
  });

  it("differ between two fresh databases", () => {
    const a = parse({ DATABASE_PATH: path.join(dir, "a", "shop.db") });
    const b = parse({ DATABASE_PATH: path.join(dir, "b", "shop.db") });
    expect(a.adminPath).not.toBe(b.adminPath);
    expect(a.sessionSecrets).not.toEqual(b.sessionSecrets);
  });
});
