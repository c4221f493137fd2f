import { eq } from "drizzle-orm";
import { getConfig } from "../platform/config.server";
import { getDb } from "../platform/db.server";
import { hashPassword } from "./password.server";
import { normaliseEmail } from "../format/email-address";
import { admin_sessions, admins } from "../platform/schema.server";


export function findAdminByEmail(email: string) {
  return getDb().select().from(admins).where(eq(admins.email, normaliseEmail(email))).get();
}

export function updatePasswordHash(adminId: number, passwordHash: string) {
  getDb().update(admins).set({ password_hash: passwordHash, updated_at: new Date() }).where(eq(admins.id, adminId)).run();
}

/** Creates the admin, or resets its password and revokes its sessions if it exists. */
export async function createOrResetAdmin(email: string, password: string) {
  const db = getDb();
  const passwordHash = await hashPassword(password);
  const existing = findAdminByEmail(email);
  if (existing) {
    db.transaction((tx) => {
      tx.update(admins)
        .set({ password_hash: passwordHash, updated_at: new Date() })
        .where(eq(admins.id, existing.id))
        .run();
      tx.delete(admin_sessions).where(eq(admin_sessions.admin_id, existing.id)).run();
    });
    return { created: false, id: existing.id };
  }
  // Two processes starting on a new database both create the admin from the environment: the
  // second finds the first one's row instead of failing on the unique email.
  const [row] = db
    .insert(admins)
    .values({ email: normaliseEmail(email), password_hash: passwordHash })
    .onConflictDoNothing({ target: admins.email })
    .returning({ id: admins.id })
    .all();
  return row ? { created: true, id: row.id } : { created: false, id: findAdminByEmail(email)!.id };
}

/** ADMIN_EMAIL + ADMIN_PASSWORD create that admin at start, once; an existing one is left alone. */
export async function ensureAdminFromEnv() {
  const { adminEmail, adminPassword } = getConfig();
  if (!adminEmail || !adminPassword || findAdminByEmail(adminEmail)) return;
  await createOrResetAdmin(adminEmail, adminPassword);
}
