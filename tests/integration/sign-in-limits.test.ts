import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { findAdminByEmail, updatePasswordHash } from "~/lib/auth/accounts.server";
import { db, tables, withTransaction } from "~/lib/platform/database.server";
import { LOGIN_LIMITS } from "~/lib/auth/login-limits.server";
import { dataOf, EMAIL, PASSWORD, post, runAction, signedInCookie, statusOf } from "./admin-helpers";

/** Failures already counted in a bucket, as earlier sign-ins would have left them. */
async function earlierFailures(key: string, count: number) {
  const { rate_limit_hits } = tables();
  const now = Date.now();
  await withTransaction((tx) =>
    tx.insert(rate_limit_hits).values(Array.from({ length: count }, (_, i) => ({ key, hit_at: new Date(now - 1000 - i) }))),
  );
}

beforeEach(async () => {
  const { rate_limit_hits } = tables();
  await withTransaction((tx) => tx.delete(rate_limit_hits));
  await signedInCookie();
});

const login = (password: string, ip: string, opts: { email?: string; cookie?: string } = {}) =>
  runAction(post({ email: opts.email ?? EMAIL, password }, { ip, cookie: opts.cookie }));

const cookiesOf = (result: unknown) =>
  result instanceof Response ? result.headers.getSetCookie().map((c) => c.split(";")[0]) : [];

describe("sign-in limits", () => {
  it("40 parallel tries for one email from one client: 5 are checked, the right password among the rest is refused", async () => {
    const tries = Array.from({ length: 40 }, (_, i) => (i === 39 ? PASSWORD : `faux-${i}`));
    const results = await Promise.all(tries.map((password) => login(password, "192.0.2.50")));
    const statuses = results.map((r) => statusOf(r));
    expect(statuses.filter((s) => s === 401)).toHaveLength(LOGIN_LIMITS.emailAndClient.max);
    expect(statuses.filter((s) => s === 429)).toHaveLength(40 - LOGIN_LIMITS.emailAndClient.max);
    expect(statuses[39]).toBe(429);
    expect(statuses).not.toContain(302);
    expect(dataOf<{ error: { description: string } }>(results[39]).error.description).toMatch(
      /^Trop de tentatives de connexion\. Réessayez dans \d+ minutes?\.$/,
    );
  });

  it("one client trying many emails is stopped, and only that client", async () => {
    await earlierFailures("login:client:192.0.2.7", LOGIN_LIMITS.client.max - 2);
    await Promise.all([0, 1].map((i) => login("faux-mot", "192.0.2.7", { email: `x${i}@exemple.fr` })));
    expect(statusOf(await login(PASSWORD, "192.0.2.7"))).toBe(429);
    expect(statusOf(await login(PASSWORD, "192.0.2.8"))).toBe(302);
  });

  it("a stranger failing from one address does not lock the owner out of another", async () => {
    await Promise.all(Array.from({ length: 30 }, (_, i) => login(`faux-${i}`, "203.0.113.66")));
    expect(statusOf(await login("encore-faux", "203.0.113.66"))).toBe(429);
    expect(statusOf(await login(PASSWORD, "198.51.100.20"))).toBe(302);
  });

  it("a guesser spread over many addresses meets the slow per-email limit, except on the owner's own browser", async () => {
    const first = await login(PASSWORD, "198.51.100.20");
    const device = cookiesOf(first).find((c) => c.startsWith("__device="))!;
    expect(device).toBeDefined();
    // A guesser spread over many addresses has used up the account's hourly allowance.
    await earlierFailures(`login:email:${EMAIL}`, LOGIN_LIMITS.email.max - 1);
    expect(statusOf(await login("faux", "10.1.0.1"))).toBe(401);
    // A new address with the right password is refused: the account is under attack.
    expect(statusOf(await login(PASSWORD, "10.9.9.9"))).toBe(429);
    // The owner's browser, which signed in before, still gets in.
    expect(statusOf(await login(PASSWORD, "10.9.9.10", { cookie: device }))).toBe(302);
    // A forged device cookie is worth nothing.
    expect(statusOf(await login(PASSWORD, "10.9.9.11", { cookie: "__device=WyJhZG1pbkBtYWlzb24tc2lsbGFnZS50ZXN0Il0.faux" }))).toBe(429);
  });

  it("a right password takes its attempt back and clears that client's failures", async () => {
    for (let i = 0; i < LOGIN_LIMITS.emailAndClient.max - 1; i++) await login(`faux-${i}`, "192.0.2.60");
    expect(statusOf(await login(PASSWORD, "192.0.2.60"))).toBe(302);
    for (let i = 0; i < LOGIN_LIMITS.emailAndClient.max - 1; i++) await login(`faux-${i}`, "192.0.2.60");
    expect(statusOf(await login(PASSWORD, "192.0.2.60"))).toBe(302);
  });
});

describe("password hashing", () => {
  it("hashes at OWASP's scrypt cost and rehashes an older, cheaper hash at the next sign-in", async () => {
    const admin = (await findAdminByEmail(EMAIL))!;
    expect(admin.password_hash).toMatch(/^scrypt\$131072\$8\$1\$/);
    // The hash an earlier release stored for the same password (N = 2^15).
    const { scryptSync, randomBytes } = await import("node:crypto");
    const salt = randomBytes(16);
    const old = `scrypt$32768$8$1$${salt.toString("base64")}$${scryptSync(PASSWORD, salt, 64, { N: 32768, r: 8, p: 1, maxmem: 64 * 1024 * 1024 }).toString("base64")}`;
    await updatePasswordHash(admin.id, old);
    expect(statusOf(await login(PASSWORD, "192.0.2.70"))).toBe(302);
    const { admins } = tables();
    const [after] = await db().select().from(admins).where(eq(admins.id, admin.id));
    expect(after.password_hash).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(statusOf(await login(PASSWORD, "192.0.2.71"))).toBe(302);
  });
});
