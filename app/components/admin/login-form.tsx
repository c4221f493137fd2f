import { Form, useLocation, useNavigation } from "@remix-run/react";

export type LoginError = { email: string; error: { title: string; description: string } };

function PermissionCheck() {
  return (
    <section className="container-shop flex min-h-[50vh] items-center justify-center py-24" aria-busy="true">
      <p role="status" className="flex items-center gap-3 text-ink/80">
        <span aria-hidden="true" className="h-5 w-5 animate-spin rounded-full border-2 border-gold border-t-transparent" />
        Vérification des permissions...
      </p>
    </section>
  );
}

/** The sign-in; after a successful one, the redirect into the dashboard shows the permission check. */
export function LoginForm({ error }: { error: LoginError | null }) {
  const navigation = useNavigation();
  const location = useLocation();
  const submitting = navigation.state === "submitting";
  const enteringDashboard =
    navigation.state === "loading" && navigation.location.pathname !== location.pathname;

  if (enteringDashboard) return <PermissionCheck />;

  return (
    <section className="container-shop flex justify-center py-20">
      <div className="w-full max-w-md border border-ink/10 bg-white p-8 shadow-sm">
        <p className="eyebrow">Espace réservé</p>
        <h1 className="mt-2 text-4xl">Administration</h1>
        <p className="mt-2 text-sm text-ink/80">Connectez-vous pour gérer la boutique.</p>
        {error ? (
          <div role="alert" className="mt-6 border-l-4 border-red-700 bg-red-50 p-4 text-red-900">
            <p className="font-display text-lg">{error.error.title}</p>
            <p className="text-sm">{error.error.description}</p>
          </div>
        ) : null}
        <Form method="post" className="mt-6 space-y-5">
          <div>
            <label htmlFor="admin-email" className="block text-sm font-medium">
              Email
            </label>
            <input
              id="admin-email"
              name="email"
              type="email"
              autoComplete="username"
              required
              defaultValue={error?.email ?? ""}
              className="input mt-1"
            />
          </div>
          <div>
            <label htmlFor="admin-password" className="block text-sm font-medium">
              Mot de passe
            </label>
            <input
              id="admin-password"
              name="password"
              type="password"
              autoComplete="current-password"
              required
              className="input mt-1"
            />
          </div>
          <button type="submit" className="btn-dark w-full" disabled={submitting}>
            {submitting ? "Connexion..." : "Se connecter"}
          </button>
        </Form>
      </div>
    </section>
  );
}
