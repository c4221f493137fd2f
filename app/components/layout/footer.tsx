import { useRef } from "react";
import { brand } from "~/lib/brand";
import { localeLink } from "~/lib/i18n/lang";
import { useLang, useText } from "~/lib/i18n/use-text";
import { FooterNewsletterForm } from "../newsletter/footer-newsletter-form";
import { useLinksInPlace } from "../ui/use-links-in-place";
import { FOOTER_LINKS, LEGAL_LINKS, WITHDRAWAL_LINK } from "./nav-links";
import logo from "~/assets/logo.svg";

export function Footer({ year }: { year: number }) {
  const footer = useRef<HTMLElement>(null);
  useLinksInPlace(footer, { preventScrollReset: false });
  const t = useText();
  const lang = useLang();
  // From an English page, a page not yet in English is the French one, marked so (decision 167).
  const linkTo = (path: string) => {
    const { to, hrefLang } = localeLink(lang, path);
    return { href: to, hrefLang };
  };
  return (
    <footer ref={footer} className="bg-ink text-ivory/80 print:hidden">
      <div className="container-shop grid gap-10 py-14 md:grid-cols-4">
        <div>
          <img src={logo} alt={brand.name} width={180} height={40} className="h-10 w-auto" />
          <p className="mt-4 max-w-xs text-sm leading-relaxed">
            {t("tagline")}
          </p>
        </div>
        <nav aria-label={t("fNav")}>
          <h2 className="eyebrow text-gold">{t("fHouse")}</h2>
          <ul className="footer-links">
            {FOOTER_LINKS.map((l) => (
              <li key={l.to}>
                <a {...linkTo(l.to)}>{t(l.text)}</a>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label={t("fLegal")}>
          <h2 className="eyebrow text-gold">{t("fInfo")}</h2>
          <ul className="footer-links">
            {LEGAL_LINKS.map((l) => (
              <li key={l.to}>
                <a {...linkTo(l.to)}>{t(l.text)}</a>
              </li>
            ))}
            <li>
              <a {...linkTo(WITHDRAWAL_LINK.to)} data-discover="true" className="font-medium text-gold underline underline-offset-4 hover:text-ivory">{t(WITHDRAWAL_LINK.text)}</a>
            </li>
          </ul>
        </nav>
        <div>
          <h2 className="eyebrow text-gold">{t("fFollow")}</h2>
          <p className="mt-4 text-sm">
            <a href={brand.socialUrl} rel="noopener noreferrer" target="_blank" className="underline decoration-gold/60 underline-offset-4 hover:text-gold">
              {brand.socialNetwork} {brand.socialHandle}
            </a>
          </p>
          <section aria-labelledby="newsletter-footer-title" className="mt-8">
            <h2 id="newsletter-footer-title" className="eyebrow text-gold">{t("fNews")}</h2>
            {/* Its labels and consent are French until its step (docs/i18n-plan.md): said so on an English page. */}
            <div className="mt-4" lang={lang === "en" ? "fr" : undefined}>
              <FooterNewsletterForm />
            </div>
          </section>
        </div>
      </div>
      <div className="border-t border-ivory/10">
        <p className="container-shop py-6 text-center text-xs tracking-wide text-ivory/70">
          © {year} {brand.name}. {t("rights")}
        </p>
      </div>
    </footer>
  );
}
