import { Form, Link, NavLink } from "@remix-run/react";
import type { ReactNode } from "react";
import { HOME } from "~/lib/auth/admin-home";
import { useAdminHref } from "./admin-href";

/**
 * The screens in the three groups an owner thinks in (decision 153): what the shop sells, what it
 * sold and to whom, how it is set up. SPEC.md's four tabs keep their words: Produits, Collections,
 * Commandes, Codes Promo.
 */
const ADMIN_GROUPS = [
  {
    id: "admin-group-boutique",
    title: "Boutique",
    sections: [
      { path: "/parfums", label: "Produits" },
      { path: "/collections", label: "Collections" },
      { path: "/notes-et-familles", label: "Notes et familles" },
      { path: "/cadeaux", label: "Cadeaux" },
      { path: "/cartes-cadeaux", label: "Cartes cadeaux" },
    ],
  },
  {
    id: "admin-group-ventes",
    title: "Ventes",
    sections: [
      { path: "/commandes", label: "Commandes" },
      { path: "/clients", label: "Clients" },
      { path: "/codes-promo", label: "Codes Promo" },
      { path: "/avis", label: "Avis" },
      { path: "/newsletter", label: "Newsletter" },
      { path: "/livres-comptables", label: "Livres comptables" },
    ],
  },
  {
    id: "admin-group-reglages",
    title: "Réglages",
    sections: [
      { path: "/livraison", label: "Livraison" },
      { path: "/informations-legales", label: "Informations légales" },
      { path: "/taux-tva", label: "Taux de TVA" },
    ],
  },
] as const;

const tabClass = ({ isActive }: { isActive: boolean }) =>
  `block border-b-2 px-2 py-2 text-xs uppercase tracking-[0.12em] sm:px-3 ${
    isActive ? "border-gold-dark text-ink" : "border-transparent text-ink/70 hover:text-ink"
  }`;

/**
 * While a legal fact is missing with card payments open, no customer can order (decision 142):
 * every screen says so in one line; the dashboard lists what to fill in.
 */
function SalesBlocked() {
  const href = useAdminHref();
  return (
    <p className="mt-4 border-l-4 border-red-800 bg-red-50 px-4 py-2 text-sm text-red-900">
      Les clients ne peuvent pas commander : des informations légales manquent.{" "}
      <Link to={href("/informations-legales")} className="underline underline-offset-2">
        Les compléter
      </Link>
    </p>
  );
}

/** The back-office's own frame: no shop header or cart, the admin's identity, sections and sign-out. */
export function AdminShell({ email, salesBlocked, children }: { email: string; salesBlocked: boolean; children: ReactNode }) {
  const href = useAdminHref();
  return (
    <section className="container-shop py-8 md:py-12 print:p-0">
      {/* On paper (the printable order sheet) only the screen's own content is kept. */}
      <div className="flex flex-wrap items-end justify-between gap-4 print:hidden">
        <div className="min-w-0">
          <p className="eyebrow">Back-office</p>
          <h1 className="mt-2 text-3xl md:text-5xl">Interface d'Administration</h1>
          <p className="mt-2 break-all text-sm text-ink/80">Connecté en tant que {email}</p>
        </div>
        <Form method="post" action={href("/deconnexion")}>
          <button type="submit" className="btn-outline px-4 py-2 text-xs">
            Déconnexion
          </button>
        </Form>
      </div>
      <p className="mt-6 flex items-center gap-3 border border-gold/50 bg-ink px-4 py-2 text-sm text-ivory print:hidden">
        <span aria-hidden="true" className="text-gold">
          ◆
        </span>
        <span>
          <strong className="font-medium text-gold-light">Accès Sécurisé</strong> — pensez à vous déconnecter sur un ordinateur partagé.
        </span>
      </p>
      {salesBlocked ? <div className="print:hidden"><SalesBlocked /></div> : null}
      <nav aria-label="Sections de l'administration" className="mt-8 border-b border-ink/15 print:hidden">
        <div className="flex flex-wrap gap-x-6 gap-y-3 pb-1">
          <NavLink to={href(HOME)} end className={(state) => `${tabClass(state)} self-end`}>
            Tableau de bord
          </NavLink>
          {ADMIN_GROUPS.map((group) => (
            <div key={group.id}>
              <p id={group.id} className="px-2 text-[0.7rem] font-medium uppercase tracking-[0.2em] text-gold-dark sm:px-3">
                {group.title}
              </p>
              <ul aria-labelledby={group.id} className="flex flex-wrap">
                {group.sections.map((section) => (
                  <li key={section.path}>
                    <NavLink to={href(section.path)} className={tabClass}>
                      {section.label}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </nav>
      <div className="mt-8 print:mt-0">{children}</div>
    </section>
  );
}
