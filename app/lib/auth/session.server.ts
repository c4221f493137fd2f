import { randomBytes } from "node:crypto";
import { createCookie } from "@remix-run/node";
import { and, eq, gt, lt } from "drizzle-orm";
import { cookieOptions } from "../platform/cookies.server";
import { db, tables, withTransaction } from "../platform/database.server";
import { DAY_MS } from "../format/paris-time";

export const ADMIN_SESSION_TTL_MS = 7 * DAY_MS;

export type SignedInAdmin = { id: number; email: string; sessionId: string };

// Path "/" rather than the admin path: single fetch loads data from /{path}.data, which a
// cookie scoped to /{path} would not reach. The cookie's name never reveals the path.
function sessionCookie(request: Request) {
  return createCookie("__admin", {
    ...cookieOptions(request),
    maxAge: ADMIN_SESSION_TTL_MS / 1000,
  });
}

/** Stores a new session row and returns the Set-Cookie header that holds its signed id. */
export async function createAdminSession(request: Request, adminId: number): Promise<string> {
  const id = randomBytes(32).toString("base64url");
  const { admin_sessions } = tables();
  await withTransaction(async (tx) => {
    await tx.delete(admin_sessions).where(lt(admin_sessions.expires_at, new Date()));
    await tx.insert(admin_sessions).values({ id, admin_id: adminId, expires_at: new Date(Date.now() + ADMIN_SESSION_TTL_MS) });
  });
  return sessionCookie(request).serialize(id);
}

/** The admin of a live session row, or null: unsigned, forged, expired or revoked cookies all fail. */
export async function getSignedInAdmin(request: Request): Promise<SignedInAdmin | null> {
  const sessionId: unknown = await sessionCookie(request).parse(request.headers.get("Cookie"));
  if (typeof sessionId !== "string" || sessionId.length === 0) return null;
  const { admin_sessions, admins } = tables();
  const [row] = await db()
    .select({ id: admins.id, email: admins.email })
    .from(admin_sessions)
    .innerJoin(admins, eq(admins.id, admin_sessions.admin_id))
    .where(and(eq(admin_sessions.id, sessionId), gt(admin_sessions.expires_at, new Date())))
    .limit(1);
  return row ? { ...row, sessionId } : null;
}

/** Deletes the session row (so the cookie is dead even if kept) and returns a clearing cookie. */
export async function destroyAdminSession(request: Request): Promise<string> {
  const admin = await getSignedInAdmin(request);
  const { admin_sessions } = tables();
  if (admin) await withTransaction((tx) => tx.delete(admin_sessions).where(eq(admin_sessions.id, admin.sessionId)));
  return sessionCookie(request).serialize("", { maxAge: 0 });
}
