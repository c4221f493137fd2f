import "./lib/platform/zod-jitless";
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import {
  data,
  isRouteErrorResponse,
  Link,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
  useNavigation,
  useRouteError,
  useRouteLoaderData,
} from "@remix-run/react";
import { createPath } from "@remix-run/router";
import { type ReactNode, useEffect } from "react";
import { CartDrawerProvider } from "./components/cart/cart-drawer";
import { Footer } from "./components/layout/footer";
import { Header } from "./components/layout/header";
import { Toaster } from "./components/ui/toaster";
import { isAdminHandle } from "./lib/admin/shell";
import { brand, pageTitle } from "./lib/brand";
import { readStoredCart } from "./lib/cart/cart.server";
import { shownCart } from "./lib/use-cases/price-cart.server";
import { shopMenu, type ShopMenu } from "./lib/catalog/shop-menu.server";
import { publicUploadsBase } from "./lib/platform/upload-store/upload-store.server";
import { useNonce } from "./lib/platform/nonce";
import { readShownToast } from "./lib/i18n/toasts.server";
import { langOf, localePath } from "./lib/i18n/lang";

import { textsFor, textWith } from "./lib/i18n/texts.server";
import { LAYOUT_TEXTS_ID, layoutTexts, layoutTextsJson, useLang, useText } from "./lib/i18n/use-text";
import displayFont from "./assets/fonts/cormorant-garamond-latin-500-normal.woff2";
import stylesheet from "./tailwind.css";

export const links: LinksFunction = () => [
  {
    rel: "preload",
    href: displayFont,
    as: "font",
    type: "font/woff2",
    crossOrigin: "anonymous",
  },
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export const meta: MetaFunction = ({ location }) => {
  const texts = layoutTexts(langOf(location.pathname));
  return [{ title: pageTitle(texts.pTitle) }, { name: "description", content: `${brand.name}, ${texts.pDesc}.` }];
};

export async function loader({ request }: LoaderFunctionArgs) {
  const lang = langOf(new URL(request.url).pathname);
  const [cart, { toast, setCookie }, menu] = await Promise.all([
    readStoredCart(request).then(shownCart),
    readShownToast(request),
    shopMenu(),
  ]);
  // The layout's other texts are in the root's chunk (layout-texts.ts): only those with values
  // travel here, the cart's count and the drawer's own texts only with a cart (decisions 136, 170).
  const logo = textWith(lang, "layout", "logo");
  const texts = cart
    ? { ...textsFor(lang, "cart", { withValues: true }), logo, cart: textWith(lang, "layout", "cart", { count: cart.totalItems }) }
    : { logo };
  return data(
    { cart, toast, menu, year: new Date().getFullYear(), uploadsBase: publicUploadsBase(), texts },
    { headers: setCookie ? { "Set-Cookie": setCookie } : undefined },
  );
}

export function useRootData() {
  return useRouteLoaderData<typeof loader>("root");
}

const NO_MENU: ShopMenu = { collections: [], sets: [] };

/**
 * Client navigations show a thin bar and "Chargement..." until the next page's data is in. One
 * into the other language (a form's redirect, a link that did not say so) becomes a new document
 * before that page renders: the browser holds the layout's texts of its page's language only.
 */
function NavigationProgress() {
  const navigation = useNavigation();
  const t = useText();
  const lang = useLang();
  useEffect(() => {
    const next = navigation.location;
    if (navigation.state === "loading" && next && langOf(next.pathname) !== lang) window.location.assign(createPath(next));
  }, [navigation, lang]);
  if (navigation.state !== "loading") return null;
  return (
    <div role="status" className="pointer-events-none fixed inset-x-0 top-0 z-[80] flex flex-col items-center">
      <div className="h-0.5 w-full animate-pulse bg-gold" />
      <span className="mt-2 bg-ink/90 px-3 py-1 text-[11px] uppercase tracking-[0.2em] text-ivory shadow">
        {t("wait")}
      </span>
    </div>
  );
}

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  const rootData = useRootData();
  const t = useText();
  const lang = useLang();
  const layoutJson = layoutTextsJson(lang);
  // The back-office has its own frame: no shop header, cart or footer.
  const admin = useMatches().some((m) => isAdminHandle(m.handle));
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-screen flex-col">
        <a href="#contenu" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-[60] focus:bg-ivory focus:p-2">
          {t("skip")}
        </a>
        <NavigationProgress />
        {admin ? (
          <main id="contenu" className="flex-1">
            {children}
          </main>
        ) : (
          <CartDrawerProvider cart={rootData?.cart ?? null}>
            <Header cartCount={rootData?.cart?.totalItems ?? 0} menu={rootData?.menu ?? NO_MENU} />
            <main id="contenu" className="flex-1">
              {children}
            </main>
            <Footer year={rootData?.year ?? new Date().getFullYear()} />
          </CartDrawerProvider>
        )}
        <Toaster toast={rootData?.toast ?? null} />
        {layoutJson ? <script type="application/json" id={LAYOUT_TEXTS_ID} dangerouslySetInnerHTML={{ __html: layoutJson }} /> : null}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const t = useText();
  const lang = useLang();
  const heading = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : t("errWhat");
  const stack =
    process.env.NODE_ENV === "development" && error instanceof Error ? error.stack : null;
  return (
    <section className="container-shop py-24 text-center">
      <h1 className="text-4xl text-ink">{t("err")}</h1>
      <p className="mt-4 text-lg text-ink/80">{heading}</p>
      {stack ? (
        <pre className="mx-auto mt-6 max-w-3xl overflow-auto bg-ink p-4 text-left text-xs text-ivory">{stack}</pre>
      ) : null}
      <Link to={localePath(lang, "/")} className="btn-dark mt-10">
        {t("errHome")}
      </Link>
    </section>
  );
}
