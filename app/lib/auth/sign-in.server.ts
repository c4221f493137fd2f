import { Authenticator } from "remix-auth";
import { FormStrategy } from "remix-auth-form";
import { findAdminByEmail, updatePasswordHash } from "./accounts.server";
import { normaliseEmail } from "../format/email-address";
import { createAdminSession } from "./session.server";
import { emailAndClientKey, isKnownDevice, loginBuckets, rememberDevice } from "./login-limits.server";
import { hashPassword, needsRehash, verifyPassword } from "./password.server";
import { clearBuckets, releaseHits, takeSlot, tryAgainIn } from "../platform/rate-limit.server";
import { currentClient } from "../platform/request-context.server";

type AuthenticatedAdmin = { id: number; email: string };

const BAD_CREDENTIALS = "Email ou mot de passe incorrect.";

class BadCredentials extends Error {}

// A throwaway hash so an unknown email costs as much time as a wrong password.
let decoyHash: Promise<string> | undefined;

const authenticator = new Authenticator<AuthenticatedAdmin>();
authenticator.use(
  new FormStrategy(async ({ form }) => {
    const email = normaliseEmail(String(form.get("email") ?? ""));
    const password = String(form.get("password") ?? "");
    const admin = await findAdminByEmail(email);
    decoyHash ??= hashPassword("decoy-password");
    const valid = await verifyPassword(password, admin?.password_hash ?? (await decoyHash));
    if (!admin || !valid) throw new BadCredentials(BAD_CREDENTIALS);
    if (needsRehash(admin.password_hash)) await updatePasswordHash(admin.id, await hashPassword(password));
    return { id: admin.id, email: admin.email };
  }),
  "admin-form",
);

type SignInError = { title: string; description: string };

/** What a sign-in attempt came to; the route turns it into the page or the redirect. */
export type SignInOutcome =
  | { ok: true; setCookies: string[] }
  | { ok: false; status: 400 | 401 | 429; email: string; error: SignInError };

function refused(email: string, status: 400 | 401 | 429, title: string, description: string): SignInOutcome {
  return { ok: false, status, email, error: { title, description } };
}

/**
 * Sign-in: required fields, then the attempt is counted in every limit before the (slow) password
 * check, so a burst of parallel tries gets no more than the limit; a right password takes its
 * attempt back. `form` is a copy of the body read within its size limit.
 */
export async function signIn(request: Request, form: FormData): Promise<SignInOutcome> {
  const email = normaliseEmail(String(form.get("email") ?? ""));
  const password = String(form.get("password") ?? "");
  if (!email || !password) return refused(email, 400, "Erreur", "Veuillez remplir tous les champs");
  const client = currentClient();
  const slot = await takeSlot(loginBuckets(email, client, await isKnownDevice(request, email)));
  if (!slot.allowed) {
    return refused(
      email,
      429,
      "Erreur de connexion",
      `Trop de tentatives de connexion. ${tryAgainIn(slot.retryAfterMs)}`,
    );
  }
  let admin: AuthenticatedAdmin;
  try {
    admin = await authenticator.authenticate("admin-form", request);
  } catch (error) {
    if (!(error instanceof BadCredentials)) throw error;
    return refused(email, 401, "Erreur de connexion", BAD_CREDENTIALS);
  }
  await releaseHits(slot.hitIds);
  await clearBuckets([emailAndClientKey(email, client)]);
  return {
    ok: true,
    setCookies: [await createAdminSession(request, admin.id), await rememberDevice(request, email)],
  };
}
