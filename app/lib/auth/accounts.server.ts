import { eq } from "drizzle-orm";
import { getConfig } from "../platform/config.server";
import { db, tables, withTransaction } from "../platform/database.server";
import { hashPassword } from "./password.server";
import { normaliseEmail } from "../format/email-address";

export async function findAdminByEmail(email: string) {
  const { admins } = tables();
  const [admin] = await db().select().from(admins).where(eq(admins.email, normaliseEmail(email))).limit(1);
  return admin;
}

export async function updatePasswordHash(adminId: number, passwordHash: string) {
  const { admins } = tables();
  await withTransaction((tx) => tx.update(admins).set({ password_hash: passwordHash, updated_at: new Date() }).where(eq(admins.id, adminId)));
}

/** Creates the admin, or resets its password and revokes its sessions if it exists. */
export async function createOrResetAdmin(email: string, password: string) {
  const { admin_sessions, admins } = tables();
  const address = normaliseEmail(email);
  const passwordHash = await hashPassword(password);
  return withTransaction(async (tx) => {
    // The unique email decides: two processes starting on a new database both create the admin
    // from the environment, and the second resets the first one's row instead of failing.
    const [created] = await tx
      .insert(admins)
      .values({ email: address, password_hash: passwordHash })
      .onConflictDoNothing({ target: admins.email })
      .returning({ id: admins.id });
    if (created) return { created: true, id: created.id };
    const [existing] = await tx
      .update(admins)
      .set({ password_hash: passwordHash, updated_at: new Date() })
      .where(eq(admins.email, address))
      .returning({ id: admins.id });
    await tx.delete(admin_sessions).where(eq(admin_sessions.admin_id, existing.id));
    return { created: false, id: existing.id };
  });
}

/** ADMIN_EMAIL + ADMIN_PASSWORD create that admin at start, once; an existing one is left alone. */
export async function ensureAdminFromEnv() {
  const { adminEmail, adminPassword } = getConfig();
  if (!adminEmail || !adminPassword || (await findAdminByEmail(adminEmail))) return;
  await createOrResetAdmin(adminEmail, adminPassword);
}
