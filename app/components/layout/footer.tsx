import { Link } from "@remix-run/react";
import { brand } from "~/lib/brand";
import { FOOTER_LINKS, LEGAL_LINKS, WITHDRAWAL_LINK } from "./nav-links";

export function Footer({ year }: { year: number }) {
  return (
    <footer className="bg-ink text-ivory/80 print:hidden">
      <div className="container-shop grid gap-10 py-14 md:grid-cols-4">
        <div>
          <img src="/images/logo.svg" alt={brand.name} width={180} height={40} className="h-10 w-auto" />
          <p className="mt-4 max-w-xs text-sm leading-relaxed">
            Des parfums d'exception, composés en France et livrés en 48h.
          </p>
        </div>
        <nav aria-label="Pied de page">
          <h2 className="eyebrow text-gold">La Maison</h2>
          <ul className="footer-links">
            {FOOTER_LINKS.map((l) => (
              <li key={l.to}>
                <Link to={l.to} discover="none">{l.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label="Informations légales">
          <h2 className="eyebrow text-gold">Informations</h2>
          <ul className="footer-links">
            {LEGAL_LINKS.map((l) => (
              <li key={l.to}>
                <Link to={l.to} discover="none">{l.label}</Link>
              </li>
            ))}
            <li>
              <Link to={WITHDRAWAL_LINK.to} className="font-medium text-gold underline underline-offset-4 hover:text-ivory">{WITHDRAWAL_LINK.label}</Link>
            </li>
          </ul>
        </nav>
        <div>
          <h2 className="eyebrow text-gold">Nous suivre</h2>
          <p className="mt-4 text-sm">
            <a href={brand.socialUrl} rel="noopener noreferrer" target="_blank" className="underline decoration-gold/60 underline-offset-4 hover:text-gold">
              {brand.socialNetwork} {brand.socialHandle}
            </a>
          </p>
        </div>
      </div>
      <div className="border-t border-ivory/10">
        <p className="container-shop py-6 text-center text-xs tracking-wide text-ivory/70">
          © {year} {brand.name}. Tous droits réservés.
        </p>
      </div>
    </footer>
  );
}
