import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import * as z from "zod";

// Also imported by plain `node` scripts through Node's type stripping (see sqlite.server.ts):
// only packages may be imported here, and only erasable TypeScript is allowed.

const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === "string" && v.trim() === "" ? undefined : v), schema.optional());

const httpUrl = (error: string) => z.url({ protocol: /^https?$/, error }).transform((url) => url.replace(/\/+$/, ""));

const envSchema = z.object({
  NODE_ENV: optional(z.enum(["development", "production", "test"])),
  PORT: optional(z.coerce.number().int().min(1).max(65535)),
  DATABASE_PATH: optional(z.string()),
  DATABASE_URL: optional(
    z.url({ protocol: /^postgres(ql)?$/, error: "URL PostgreSQL attendue (postgres://utilisateur:mot-de-passe@hôte:5432/base)" }),
  ),
  UPLOADS_DIR: optional(z.string()),
  SESSION_SECRET: optional(
    z
      .string()
      .transform((s) => s.split(",").map((p) => p.trim()).filter(Boolean))
      .pipe(z.array(z.string().min(16, "chaque secret doit faire au moins 16 caractères")).min(1)),
  ),
  ADMIN_PATH: optional(
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{16,}$/, "16 caractères ou plus parmi lettres, chiffres, - et _"),
  ),
  ADMIN_EMAIL: optional(z.email("adresse email invalide")),
  ADMIN_PASSWORD: optional(z.string().min(8, "8 caractères minimum")),
  STRIPE_SECRET_KEY: optional(z.string().regex(/^(sk|rk)_/, "doit commencer par sk_ ou rk_")),
  STRIPE_WEBHOOK_SECRET: optional(z.string().regex(/^whsec_/, "doit commencer par whsec_")),
  STRIPE_API_HOST: optional(z.string()),
  STRIPE_API_PORT: optional(z.coerce.number().int().min(1).max(65535)),
  STRIPE_API_PROTOCOL: optional(z.enum(["http", "https"])),
  PUBLIC_URL: optional(z.url("URL absolue attendue (https://…)")),
  SMTP_URL: optional(z.url({ protocol: /^smtps?$/, error: "URL SMTP attendue (smtp://… ou smtps://user:pass@hôte:465)" })),
  MAIL_FROM: optional(z.string().min(3, "adresse d'expéditeur invalide")),
  OWNER_EMAIL: optional(
    z
      .string()
      .transform((s) => s.split(",").map((p) => p.trim()).filter(Boolean))
      .pipe(z.array(z.email("adresse email invalide")).min(1)),
  ),
  TRUST_PROXY: optional(
    z.enum(["true", "false", "1", "0"], { error: "true ou false attendu" }).transform((v) => v === "true" || v === "1"),
  ),
  S3_ENDPOINT: optional(httpUrl("URL du service S3 attendue (https://…)")),
  S3_BUCKET: optional(
    z
      .string()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, "nom de bucket invalide : 3 à 63 caractères parmi a-z, 0-9, . et -"),
  ),
  S3_REGION: optional(z.string().regex(/^[a-z0-9-]{2,32}$/, "région invalide, par exemple eu-west-3 ou auto")),
  S3_ACCESS_KEY_ID: optional(z.string()),
  S3_SECRET_ACCESS_KEY: optional(z.string()),
  S3_PUBLIC_URL: optional(
    httpUrl("URL publique des images attendue (https://…)").refine(
      (url) => !/[?#]/.test(url),
      "ni ? ni # : les noms des images sont ajoutés à la fin de cette adresse",
    ),
  ),
});

/** The S3 variables without which the others mean nothing: all four, or none. */
const S3_REQUIRED = ["S3_ENDPOINT", "S3_BUCKET", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const;
const S3_ANY = [...S3_REQUIRED, "S3_REGION", "S3_PUBLIC_URL"] as const;

const isSet = (value: string | undefined) => value !== undefined && value.trim() !== "";

/** Uploads in a bucket: a missing variable is named, rather than images silently going to disk. */
function s3Issues(env: NodeJS.ProcessEnv): string[] {
  if (!S3_ANY.some((name) => isSet(env[name]))) return [];
  return S3_REQUIRED.filter((name) => !isSet(env[name])).map(
    (name) => `${name} : manquante ; les images vont dans un stockage S3 avec ${S3_REQUIRED.join(", ")}, ou sur disque sans aucune variable S3_`,
  );
}

export type Config = {
  nodeEnv: "development" | "production" | "test";
  port: number;
  databasePath: string;
  /** PostgreSQL instead of the SQLite file (decision 099). */
  databaseUrl?: string;
  uploadsDir: string;
  sessionSecrets: string[];
  adminPath: string;
  adminEmail?: string;
  adminPassword?: string;
  stripe?: {
    secretKey: string;
    webhookSecret?: string;
    host?: string;
    port?: number;
    protocol?: "http" | "https";
  };
  publicUrl?: string;
  /** Unset: uploads are files under `uploadsDir`. */
  s3?: {
    endpoint: string;
    bucket: string;
    region: string;
    accessKeyId: string;
    secretAccessKey: string;
    /** Where browsers fetch the objects (a CDN or a public bucket); unset: /uploads/ streams them. */
    publicUrl?: string;
  };
  /** A reverse proxy is in front: its X-Forwarded-For/-Host/-Proto headers are believed. */
  trustProxy: boolean;
  mail: {
    /** Unset: every message is written as an .eml file in `emlDir` instead of being sent. */
    smtpUrl?: string;
    /** Unset: the brand's name at a no-reply address of the shop's host. */
    from?: string;
    /** Who gets the new-order notices; unset: every admin account's email. */
    ownerEmails?: string[];
    emlDir: string;
  };
};

export class ConfigError extends Error {
  constructor(issues: string[]) {
    super(`Configuration invalide :\n${issues.map((i) => `  - ${i}`).join("\n")}`);
    this.name = "ConfigError";
  }
}

type Generated = { sessionSecret: string; adminPath: string };

// Secrets the operator did not set are generated once and kept beside the database, so
// sessions and the admin URL survive restarts without any configuration.
function loadOrCreateGenerated(dataDir: string): Generated {
  const file = path.join(dataDir, "secrets.json");
  if (fs.existsSync(file)) {
    return JSON.parse(fs.readFileSync(file, "utf8")) as Generated;
  }
  const generated: Generated = {
    sessionSecret: randomBytes(32).toString("hex"),
    adminPath: randomBytes(24).toString("base64url"),
  };
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  // Written aside, then linked into place: link fails if the file exists, so of N processes
  // starting at once exactly one creates it, the others read that one, and none sees it half-written.
  const draft = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(draft, JSON.stringify(generated, null, 2), { mode: 0o600 });
  try {
    fs.linkSync(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    return JSON.parse(fs.readFileSync(file, "utf8")) as Generated;
  } finally {
    fs.unlinkSync(draft);
  }
  return generated;
}

export function parseConfig(env: NodeJS.ProcessEnv): Config {
  const result = envSchema.safeParse(env);
  const issues = [
    ...(result.error?.issues.map((issue) => `${String(issue.path[0])} : ${issue.message}`) ?? []),
    ...s3Issues(env),
  ];
  if (result.data?.S3_PUBLIC_URL?.startsWith("http:") && result.data.PUBLIC_URL?.startsWith("https:")) {
    issues.push("S3_PUBLIC_URL : https:// attendu, comme PUBLIC_URL (une page https ne charge pas d'images en http)");
  }
  if (!result.success || issues.length) throw new ConfigError(issues);
  const e = result.data;
  const databasePath = path.resolve(e.DATABASE_PATH ?? "data/shop.db");
  const needsGenerated = !e.SESSION_SECRET || !e.ADMIN_PATH;
  const generated = needsGenerated ? loadOrCreateGenerated(path.dirname(databasePath)) : undefined;
  return {
    nodeEnv: e.NODE_ENV ?? "production",
    port: e.PORT ?? 3000,
    databasePath,
    databaseUrl: e.DATABASE_URL,
    uploadsDir: path.resolve(e.UPLOADS_DIR ?? "uploads"),
    sessionSecrets: e.SESSION_SECRET ?? [generated!.sessionSecret],
    adminPath: e.ADMIN_PATH ?? generated!.adminPath,
    adminEmail: e.ADMIN_EMAIL,
    adminPassword: e.ADMIN_PASSWORD,
    stripe: e.STRIPE_SECRET_KEY
      ? {
          secretKey: e.STRIPE_SECRET_KEY,
          webhookSecret: e.STRIPE_WEBHOOK_SECRET,
          host: e.STRIPE_API_HOST,
          port: e.STRIPE_API_PORT,
          protocol: e.STRIPE_API_PROTOCOL,
        }
      : undefined,
    publicUrl: e.PUBLIC_URL?.replace(/\/$/, ""),
    trustProxy: e.TRUST_PROXY ?? false,
    s3: e.S3_ENDPOINT
      ? {
          endpoint: e.S3_ENDPOINT,
          bucket: e.S3_BUCKET!,
          // Most S3-compatible stores ignore the region but the signature needs one.
          region: e.S3_REGION ?? "us-east-1",
          accessKeyId: e.S3_ACCESS_KEY_ID!,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY!,
          publicUrl: e.S3_PUBLIC_URL,
        }
      : undefined,
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM,
      ownerEmails: e.OWNER_EMAIL,
      emlDir: path.join(path.dirname(databasePath), "emails"),
    },
  };
}

let config: Config | undefined;

export function getConfig(): Config {
  config ??= parseConfig(process.env);
  return config;
}

/** Tests point the app at a fresh environment between cases. */
export function resetConfigForTests() {
  config = undefined;
}
