import { Form, Link, NavLink } from "@remix-run/react";
import type { ReactNode } from "react";
import { WITHOUT_INGREDIENTS } from "~/lib/admin/perfume-list";
import { useAdminHref } from "./admin-href";

const ADMIN_SECTIONS = [
  { path: "/parfums", label: "Produits" },
  { path: "/collections", label: "Collections" },
  { path: "/commandes", label: "Commandes" },
  { path: "/livres-comptables", label: "Livres comptables" },
  { path: "/codes-promo", label: "Codes Promo" },
  { path: "/clients", label: "Clients" },
  { path: "/avis", label: "Avis" },
  { path: "/newsletter", label: "Newsletter" },
  { path: "/livraison", label: "Livraison" },
  { path: "/cadeaux", label: "Cadeaux" },
  { path: "/cartes-cadeaux", label: "Cartes cadeaux" },
  { path: "/informations-legales", label: "Informations légales" },
] as const;

/** The first perfumes without ingredient list, by name, and how many in all (the server names a few). */
type WithoutIngredients = { named: { id: number; name: string }[]; total: number };

/**
 * Until the seller's identity is complete, the shop sells without lawful legal pages; until a
 * perfume has its ingredient list, its page lacks an essential characteristic (decision 089): say so.
 */
function MissingLegalBanner({ missing, liveSales, withoutIngredients }: { missing: string[]; liveSales: boolean; withoutIngredients: WithoutIngredients }) {
  const href = useAdminHref();
  if (missing.length === 0 && withoutIngredients.total === 0) return null;
  const rest = withoutIngredients.total - withoutIngredients.named.length;
  return (
    <div role="region" aria-label="Informations légales incomplètes" className="mt-4 space-y-3 border border-red-800/40 bg-red-50 px-4 py-3 text-sm text-red-900">
      <p>
        <strong className="font-medium">Informations légales incomplètes.</strong>
      </p>
      {missing.length > 0 ? (
        <div>
          <p>
            Les mentions légales et les conditions générales de vente affichent « [à compléter] » tant que ces champs sont
            vides : {missing.join(", ")}.
          </p>
          {liveSales ? (
            <p className="mt-1 font-medium">
              Les paiements Stripe sont activés : « Commander » est refusé aux clients tant que ces champs sont vides.
            </p>
          ) : null}
          <Link to={href("/informations-legales")} className="mt-1 inline-block underline underline-offset-2">
            Compléter les informations légales
          </Link>
        </div>
      ) : null}
      {withoutIngredients.total > 0 ? (
        <div>
          <p>Ces parfums n’affichent pas encore leur liste d’ingrédients, obligatoire avant l’achat :</p>
          <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
            {withoutIngredients.named.map((p) => (
              <li key={p.id}>
                <Link to={href(`/parfums/${p.id}`)} className="underline underline-offset-2">
                  {p.name}
                </Link>
              </li>
            ))}
            {rest > 0 ? (
              <li>
                <Link to={href(`/parfums?filtre=${WITHOUT_INGREDIENTS}`)} className="underline underline-offset-2">
                  et {rest} autre{rest > 1 ? "s" : ""}
                </Link>
              </li>
            ) : null}
          </ul>
        </div>
      ) : null}
    </div>
  );
}

/** The back-office's own frame: no shop header or cart, the admin's identity, sections and sign-out. */
export function AdminShell({
  email,
  missingLegal,
  liveSales,
  withoutIngredients,
  children,
}: {
  email: string;
  missingLegal: string[];
  /** Stripe's keys are set: a missing fact stops every sale (decision 142). */
  liveSales: boolean;
  withoutIngredients: WithoutIngredients;
  children: ReactNode;
}) {
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
      <div className="mt-6 flex items-center gap-3 border border-gold/50 bg-ink px-4 py-3 text-sm text-ivory print:hidden">
        <span aria-hidden="true" className="text-gold">
          ◆
        </span>
        <p>
          <strong className="font-medium text-gold-light">Accès Sécurisé</strong> — session
          administrateur vérifiée à chaque action ; pensez à vous déconnecter sur un poste partagé.
        </p>
      </div>
      <div className="print:hidden">
        <MissingLegalBanner missing={missingLegal} liveSales={liveSales} withoutIngredients={withoutIngredients} />
      </div>
      <nav aria-label="Sections de l'administration" className="mt-8 border-b border-ink/15 print:hidden">
        <ul className="-mb-px grid grid-cols-2 sm:flex sm:flex-wrap sm:gap-1">
          {ADMIN_SECTIONS.map((section) => (
            <li key={section.path}>
              <NavLink
                to={href(section.path)}
                className={({ isActive }) =>
                  `block border-b-2 px-2 py-3 text-center text-xs uppercase tracking-[0.15em] sm:px-4 sm:text-sm ${
                    isActive ? "border-gold-dark text-ink" : "border-ink/10 text-ink/70 hover:text-ink sm:border-transparent"
                  }`
                }
              >
                {section.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-8 print:mt-0">{children}</div>
    </section>
  );
}
