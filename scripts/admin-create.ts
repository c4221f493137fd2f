import fs from "node:fs";
import { parseArgs } from "node:util";
import * as z from "zod";

if (fs.existsSync(".env")) process.loadEnvFile(".env");

const usage = "Usage : npm run admin:create -- --email admin@exemple.fr --password 'mot de passe'";

function fail(message: string): never {
  console.error(`Erreur : ${message}\n${usage}`);
  process.exit(1);
}

let values: { email?: string; password?: string };
try {
  ({ values } = parseArgs({
    options: { email: { type: "string" }, password: { type: "string" } },
    strict: true,
  }));
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}

const input = z
  .object({
    email: z.email("adresse email invalide"),
    password: z.string().min(8, "le mot de passe doit faire au moins 8 caractères"),
  })
  .safeParse({ email: values.email?.trim() ?? "", password: values.password ?? "" });
if (!input.success) fail(input.error.issues.map((i) => i.message).join(", "));

// Imported only now so a bad argument never opens (or creates) the database.
const { createOrResetAdmin } = await import("../app/lib/auth/accounts.server");
const { getConfig } = await import("../app/lib/platform/config.server");
const { closeDbForTests } = await import("../app/lib/platform/db.server");
const { migrateIfEmpty } = await import("../app/lib/platform/migrations.server");

// Like `npm start`, a first run migrates an empty database (either engine); another waits for `npm run db:migrate`.
await migrateIfEmpty(getConfig());

const { created } = await createOrResetAdmin(input.data.email, input.data.password);
closeDbForTests();
console.log(
  created
    ? `Compte administrateur créé : ${input.data.email}`
    : `Mot de passe réinitialisé pour ${input.data.email} (ses sessions ont été fermées).`,
);
console.log(`Administration : ${getConfig().publicUrl ?? `http://localhost:${getConfig().port}`}/${getConfig().adminPath}`);
