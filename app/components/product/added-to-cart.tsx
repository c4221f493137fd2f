import { Form, useLocation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useCartDrawer } from "../cart/cart-drawer";

/**
 * What the last « Ajouter au panier » put in the cart (`line`, from the add's toast; `serial`
 * changes with each add), with « Voir le panier » and « Commander » (a real post to the checkout,
 * as the cart's own button). The page the form lands on says it without JavaScript (at its top,
 * where it opens); with it, the same words show under the button once the add is done and take the focus the button lost while it was disabled,
 * and « Voir le panier » opens the drawer in place (decision 151: a modal drawer opening by
 * itself would stop a shopper adding a second format).
 */
export function AddedToCart({ line, serial }: { line: string | null; serial: unknown }) {
  const { openDrawer } = useCartDrawer();
  const location = useLocation();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (line) box.current?.focus();
  }, [line, serial]);
  if (!line) return null;
  return (
    <div ref={box} tabIndex={-1} role="status" className="border border-gold/60 bg-white px-4 py-3 text-sm" data-testid="added-to-cart">
      <p>
        Ajouté à votre panier : <strong className="font-medium">{line}</strong>
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <a
          href="/cart"
          onClick={(e) => {
            e.preventDefault();
            openDrawer();
          }}
          className="btn-outline"
        >
          Voir le panier
        </a>
        <Form method="post" action="/checkout" reloadDocument>
          <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
          <button type="submit" className="btn-gold">
            Commander
          </button>
        </Form>
      </div>
    </div>
  );
}
