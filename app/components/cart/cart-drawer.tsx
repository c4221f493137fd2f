import { useHydrated } from "~/lib/platform/use-hydrated";
import { useLocation } from "@remix-run/react";
import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from "react";
import { useText } from "~/lib/i18n/use-text";
import type { ShownCart } from "~/lib/use-cases/price-cart.server";

// The drawer's lines, forms and promo field are fetched when it first opens: most pages are seen
// without opening it, and without JavaScript the header link leads to /cart instead (decision 043).
const CartContents = lazy(() => import("./cart-contents").then((m) => ({ default: m.CartContents })));

type DrawerApi = { openDrawer: () => void; closeDrawer: () => void };

const DrawerContext = createContext<DrawerApi | null>(null);

export function useCartDrawer(): DrawerApi {
  const api = useContext(DrawerContext);
  if (!api) throw new Error("useCartDrawer must be used within a CartDrawerProvider");
  return api;
}

/**
 * The cart drawer is a native modal <dialog>: focus is trapped inside, Escape closes it and the
 * page behind is inert. Without JavaScript the header link goes to the /cart page instead.
 */
export function CartDrawerProvider({ cart, children }: { cart: ShownCart | null; children: ReactNode }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const location = useLocation();
  const [opened, setOpened] = useState(false);
  const hydrated = useHydrated();
  const t = useText();

  const openDrawer = useCallback(() => {
    setOpened(true);
    dialogRef.current?.showModal();
  }, []);
  const closeDrawer = useCallback(() => dialogRef.current?.close(), []);
  const api = useMemo(() => ({ openDrawer, closeDrawer }), [openDrawer, closeDrawer]);

  useEffect(() => {
    closeDrawer();
  }, [location.pathname, closeDrawer]);

  return (
    <DrawerContext.Provider value={api}>
      {children}
      {/* Only a page running its scripts opens the drawer (without them the header links to /cart):
          its empty frame is not sent with every document. */}
      {hydrated ? (
        <>
          {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- a click on the backdrop closes it for the mouse; keyboards have the dialog's own Escape and the close button */}
          <dialog
            ref={dialogRef}
            aria-labelledby="cart-drawer-title"
            className="fixed left-auto right-0 m-0 h-full max-h-full w-full max-w-md bg-ivory p-0 text-ink shadow-2xl backdrop:bg-ink/60"
            onClick={(e) => {
              if (e.target === e.currentTarget) closeDrawer();
            }}
          >
            <div className="flex h-full flex-col">
              <div className="flex items-center justify-between border-b border-ink/10 px-6 py-4">
                <h2 id="cart-drawer-title" className="text-2xl">{t("drawer")}</h2>
                <button type="button" onClick={closeDrawer} aria-label={t("drawerX")} className="p-2 text-2xl leading-none hover:text-gold-dark">
                  ×
                </button>
              </div>
              {opened ? (
                <Suspense fallback={<p role="status" className="p-6">{t("wait")}</p>}>
                  <CartContents cart={cart} inDrawer />
                </Suspense>
              ) : null}
            </div>
          </dialog>
        </>
      ) : null}
    </DrawerContext.Provider>
  );
}
