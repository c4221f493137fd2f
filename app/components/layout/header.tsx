import { useHydrated } from "~/lib/platform/use-hydrated";
import { Link, NavLink, useLocation } from "@remix-run/react";
import { type RefObject, useEffect, useRef, useState } from "react";
import { brand } from "~/lib/brand";
import { type Lang, localeLink, localePath, otherLanguage } from "~/lib/i18n/lang";
import { useLang, useText } from "~/lib/i18n/use-text";
import { useCartDrawer } from "../cart/cart-drawer";
import { SearchBox } from "../search/search-box";
import { useLinksInPlace } from "../ui/use-links-in-place";
import { GIFT_CARD_LINK, NAV_LINKS, ORDER_TRACKING_LINK } from "./nav-links";
import type { MenuLink, ShopMenu } from "~/lib/catalog/shop-menu.server";
import logo from "~/assets/logo.svg";

const SCROLL_THRESHOLD_PX = 50;

/** `<NavLink>`'s rule: the page itself, or one below it (the home page only itself). */
function isCurrent(pathname: string, to: string) {
  const path = pathname.toLowerCase();
  return path === to || (to !== "/" && path.startsWith(`${to}/`));
}

function CartIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="1.5">
      <path d="M6 7h12l-1 13H7L6 7Z" />
      <path d="M9 7a3 3 0 0 1 6 0" />
    </svg>
  );
}

function SearchIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="1.5">
      <circle cx="11" cy="11" r="6.5" />
      <path d="m16 16 4.5 4.5" />
    </svg>
  );
}

/** A list of the phone menu's links, named by its title when it has one, the current page marked. */
function MenuSection({ title, links, pathname, lang }: { title?: { id: string; text: string }; links: readonly MenuLink[]; pathname: string; lang: Lang }) {
  if (!links.length) return null;
  return (
    <>
      {title ? (
        <p id={title.id} className="menu-title">
          {title.text}
        </p>
      ) : null}
      <ul aria-labelledby={title?.id} className="flex flex-col">
        {links.map((l) => {
          const { to, hrefLang } = localeLink(lang, l.to);
          return (
            <li key={l.to}>
              <a href={to} hrefLang={hrefLang} aria-current={isCurrent(pathname, to) ? "page" : undefined} className="nav-link block py-3">
                {l.label}
              </a>
            </li>
          );
        })}
      </ul>
    </>
  );
}

/**
 * « English » / « Français »: the same page in the other language, its query string kept, a plain
 * link (a new document: the cart is a cookie, it stays); only on a page that exists in both.
 */
function LanguageSwitch({ className }: { className: string }) {
  const { pathname, search } = useLocation();
  const t = useText();
  const other = otherLanguage(pathname, search);
  return other ? (
    <a href={other.href} hrefLang={other.lang} lang={other.lang} className={className}>
      {t("other")}
    </a>
  ) : null;
}

/**
 * The phone menu, a <details> (it opens and closes without JavaScript): with it, Escape or a click
 * on the backdrop closes it and gives the focus back to its button, as a dialog does.
 */
function usePhoneMenuClosing(menu: RefObject<HTMLDetailsElement | null>, backdrop: RefObject<HTMLDivElement | null>) {
  useEffect(() => {
    const details = menu.current;
    const shade = backdrop.current;
    if (!details || !shade) return;
    const close = () => {
      details.open = false;
      details.querySelector("summary")?.focus();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape" && details.open) close();
    };
    shade.addEventListener("click", close);
    document.addEventListener("keydown", onKey);
    return () => {
      shade.removeEventListener("click", close);
      document.removeEventListener("keydown", onKey);
    };
  }, [menu, backdrop]);
}

export function Header({ cartCount, menu }: { cartCount: number; menu: ShopMenu }) {
  const t = useText();
  const lang = useLang();
  const linked = (links: readonly { to: string; text: string }[]) => links.map((l) => ({ to: l.to, label: t(l.text) }));
  const [scrolled, setScrolled] = useState(false);
  const menuRef = useRef<HTMLDetailsElement>(null);
  const mobileNav = useRef<HTMLElement>(null);
  const backdrop = useRef<HTMLDivElement>(null);
  const topRef = useRef<HTMLSpanElement>(null);
  const location = useLocation();
  const { openDrawer } = useCartDrawer();
  const hydrated = useHydrated();
  const cartLink = localeLink(lang, "/cart");
  // The phone menu's links are plain, followed in place (decision 135); the wide screen's keep
  // <NavLink> for their prefetching on hover.
  useLinksInPlace(mobileNav, { preventScrollReset: false });
  usePhoneMenuClosing(menuRef, backdrop);

  // Scrolled once the band of the page's first SCROLL_THRESHOLD_PX pixels has left the screen. An
  // observer reports it after the browser's own layout; reading window.scrollY at hydration forced
  // a layout of the page just written (Lighthouse's « forced reflow », decision 130).
  useEffect(() => {
    const top = topRef.current;
    if (!top) return;
    const observer = new IntersectionObserver(([entry]) => setScrolled(!entry.isIntersecting));
    observer.observe(top);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    if (menuRef.current) menuRef.current.open = false;
  }, [location.pathname]);

  return (
    <>
      <span ref={topRef} aria-hidden="true" className="pointer-events-none absolute left-0 top-0 w-px" style={{ height: SCROLL_THRESHOLD_PX }} />
      <header
        className={`sticky top-0 z-40 text-ivory transition-all duration-300 print:hidden ${
          scrolled ? "bg-ink/95 shadow-lg backdrop-blur" : "bg-ink"
        }`}
        data-scrolled={scrolled ? "true" : "false"}
      >
        <div className={`container-shop flex items-center justify-between gap-4 transition-all ${scrolled ? "h-16" : "h-20"}`}>
          <Link to={localePath(lang, "/")} className="shrink-0" aria-label={t("logo")}>
            <img src={logo} alt={brand.name} width={180} height={40} className="h-9 w-auto md:h-10" />
          </Link>

          <nav aria-label={t("nav")} className="hidden md:block">
            <ul className="flex items-center gap-6">
              {NAV_LINKS.map((l) => (
                <li key={l.to}>
                  <NavLink {...localeLink(lang, l.to)} end={l.to === "/"} prefetch="intent" className="nav-link">
                    {t(l.text)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>

          <div className="flex items-center gap-2">
            <SearchBox idPrefix="header-search" label={t("find")} className="hidden w-56 lg:block" />
            <LanguageSwitch className="nav-link hidden md:block" />
            <Link {...localeLink(lang, "/recherche")} aria-label={t("seek")} className="p-2 text-ivory hover:text-gold lg:hidden">
              <SearchIcon />
            </Link>
            <a
              href={cartLink.to}
              hrefLang={cartLink.hrefLang}
              onClick={(e) => {
                e.preventDefault();
                openDrawer();
              }}
              aria-label={t(cartCount > 0 ? "cart" : "cart_zero")}
              className="relative p-2 text-ivory hover:text-gold"
            >
              <CartIcon />
              {cartCount > 0 ? (
                <span aria-hidden="true" className="absolute -right-0.5 -top-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-gold px-1 text-[11px] font-semibold text-ink">
                  {cartCount}
                </span>
              ) : null}
            </a>

            <details ref={menuRef} className="group md:hidden">
              <summary
                className="list-none p-2 [&::-webkit-details-marker]:hidden"
                aria-label={t("menu")}
              >
                <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6 group-open:hidden" fill="none" stroke="currentColor" strokeWidth="1.5">
                  <path d="M4 7h16M4 12h16M4 17h16" />
                </svg>
                <svg aria-hidden="true" viewBox="0 0 24 24" className="hidden h-6 w-6 group-open:block" fill="none" stroke="currentColor" strokeWidth="1.5">
                  <path d="M6 6l12 12M18 6 6 18" />
                </svg>
              </summary>
              {/* Below the header, over the page: a click on it closes the menu (usePhoneMenuClosing). */}
              <div ref={backdrop} aria-hidden="true" className="absolute inset-x-0 top-full h-dvh bg-ink/60 backdrop-blur-sm" />
              <nav ref={mobileNav} aria-label={t("navM")} className="absolute inset-x-0 top-full max-h-[calc(100dvh-5rem)] overflow-y-auto border-t border-gold/30 bg-ink">
                {/* Without scripts the header's magnifier leads to /recherche: the menu's own field
                    is for pages running them, not sent with every document. */}
                {hydrated ? <SearchBox idPrefix="menu-search" label={t("findM")} className="container-shop pt-4" /> : null}
                <div className="container-shop py-4">
                  <MenuSection links={linked(NAV_LINKS)} pathname={location.pathname} lang={lang} />
                  <MenuSection title={{ id: "menu-collections", text: t("mColl") }} links={menu.collections} pathname={location.pathname} lang={lang} />
                  <MenuSection title={{ id: "menu-gifts", text: t("mGift") }} links={[...linked([GIFT_CARD_LINK]), ...menu.sets]} pathname={location.pathname} lang={lang} />
                  <MenuSection title={{ id: "menu-orders", text: t("mOrder") }} links={linked([ORDER_TRACKING_LINK])} pathname={location.pathname} lang={lang} />
                  <LanguageSwitch className="nav-link block py-3" />
                </div>
              </nav>
            </details>
          </div>
        </div>
      </header>
    </>
  );
}
