import { isRouteErrorResponse, Link, useRouteError } from "@remix-run/react";

/** A failure in one admin screen stays inside the admin's frame, with a way back. */
export function AdminErrorBoundary() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText || String(error.data ?? "")}`.trim()
    : "Erreur inattendue. Réessayez ; si elle revient, consultez les journaux du serveur.";
  return (
    <section role="alert" className="border border-red-800/30 bg-white p-6">
      <h2 className="text-2xl">Une erreur est survenue</h2>
      <p className="mt-2 text-ink/80">{detail}</p>
      <Link to=".." relative="path" className="btn-dark mt-6">
        Retour
      </Link>
    </section>
  );
}
