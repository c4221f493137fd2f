import { data } from "@remix-run/node";
import { Authenticator } from "remix-auth";
import { FormStrategy } from "remix-auth-form";
import { findAdminByEmail, normaliseEmail } from "./admin-accounts.server";
import {
  clearLoginFailures,
  loginKeys,
  minutesUntilAllowed,
  recordLoginFailure,
} from "./admin-rate-limit.server";
import { adminHref, createAdminSession } from "./admin-session.server";
import { hashPassword, verifyPassword } from "./password.server";
import { redirectWithToast } from "./toast.server";

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

/** Sign-in: required fields, rate limit, password check through remix-auth, then a session row. */
export async function login(request: Request) {
  const form = await request.clone().formData();
  const email = normaliseEmail(String(form.get("email") ?? ""));
  const password = String(form.get("password") ?? "");
  if (!email || !password) {
    return loginError(email, "Erreur", "Veuillez remplir tous les champs", 400);
  }
  const keys = loginKeys(email, request);
  const wait = minutesUntilAllowed(keys);
  if (wait > 0) {
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
    recordLoginFailure(keys);
    return loginError(email, "Erreur de connexion", BAD_CREDENTIALS, 401);
  }
  clearLoginFailures(keys);
  const cookie = await createAdminSession(request, admin.id);
  return redirectWithToast(
    request,
    adminHref(),
    { title: "Connexion réussie", description: "Redirection vers l'admin...", type: "success" },
    { headers: { "Set-Cookie": cookie } },
  );
}
