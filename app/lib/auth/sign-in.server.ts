import { data } from "@remix-run/node";
import { Authenticator } from "remix-auth";
import { FormStrategy } from "remix-auth-form";
import { findAdminByEmail, normaliseEmail, updatePasswordHash } from "./accounts.server";
import { adminHref, HOME } from "./guard.server";
import { createAdminSession } from "./session.server";
import { emailAndClientKey, isKnownDevice, loginBuckets, rememberDevice } from "./login-limits.server";
import { hashPassword, needsRehash, verifyPassword } from "./password.server";
import { clearBuckets, minutesToWait, releaseHits, takeSlot } from "../platform/rate-limit.server";
import { currentClient } from "../platform/request-context.server";
import { redirectWithToast } from "../platform/toast.server";

type AuthenticatedAdmin = { id: number; email: string };

export const BAD_CREDENTIALS = "Email ou mot de passe incorrect.";

class BadCredentials extends Error {}

// A throwaway hash so an unknown email costs as much time as a wrong password.
let decoyHash: Promise<string> | undefined;

export const authenticator = new Authenticator<AuthenticatedAdmin>();
authenticator.use(
  new FormStrategy(async ({ form }) => {
    const email = normaliseEmail(String(form.get("email") ?? ""));
    const password = String(form.get("password") ?? "");
    const admin = findAdminByEmail(email);
    decoyHash ??= hashPassword("decoy-password");
    const valid = await verifyPassword(password, admin?.password_hash ?? (await decoyHash));
    if (!admin || !valid) throw new BadCredentials(BAD_CREDENTIALS);
    if (needsRehash(admin.password_hash)) updatePasswordHash(admin.id, await hashPassword(password));
    return { id: admin.id, email: admin.email };
  }),
  "admin-form",
);

export type LoginActionData = {
  intent: "login";
  email: string;
  error: { title: string; description: string };
};

function loginError(email: string, title: string, description: string, status: number) {
  return data<LoginActionData>({ intent: "login", email, error: { title, description } }, { status });
}

/**
 * Sign-in: required fields, then the attempt is counted in every limit before the (slow) password
 * check, so a burst of parallel tries gets no more than the limit; a right password takes its
 * attempt back. `form` is a copy of the body read within its size limit.
 */
export async function login(request: Request, form: FormData) {
  const email = normaliseEmail(String(form.get("email") ?? ""));
  const password = String(form.get("password") ?? "");
  if (!email || !password) {
    return loginError(email, "Erreur", "Veuillez remplir tous les champs", 400);
  }
  const client = currentClient();
  const slot = takeSlot(loginBuckets(email, client, await isKnownDevice(request, email)));
  if (!slot.allowed) {
    const wait = minutesToWait(slot.retryAfterMs);
    return loginError(
      email,
      "Erreur de connexion",
      `Trop de tentatives de connexion. Réessayez dans ${wait} minute${wait > 1 ? "s" : ""}.`,
      429,
    );
  }
  let admin: AuthenticatedAdmin;
  try {
    admin = await authenticator.authenticate("admin-form", request);
  } catch (error) {
    if (!(error instanceof BadCredentials)) throw error;
    return loginError(email, "Erreur de connexion", BAD_CREDENTIALS, 401);
  }
  releaseHits(slot.hitIds);
  clearBuckets([emailAndClientKey(email, client)]);
  const headers = new Headers();
  headers.append("Set-Cookie", await createAdminSession(request, admin.id));
  headers.append("Set-Cookie", await rememberDevice(request, email));
  return redirectWithToast(
    request,
    adminHref(HOME),
    { title: "Connexion réussie", description: "Redirection vers l'admin...", type: "success" },
    { headers },
  );
}
