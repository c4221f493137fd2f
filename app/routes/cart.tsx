import type { ActionFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { CartContents } from "~/components/cart/cart-contents";
import { pageTitle } from "~/lib/brand";
import { applyCartAction } from "~/lib/use-cases/cart-actions.server";
import { commitStoredCart, readStoredCart } from "~/lib/cart/cart.server";
import { readForm } from "~/lib/platform/request-body.server";
import { safeRedirect } from "~/lib/platform/safe-redirect";
import { toastHeader } from "~/lib/platform/toast.server";
import { useRootData } from "~/root";

export const meta: MetaFunction = () => [
  { title: pageTitle("Panier") },
  { name: "description", content: "Votre panier : vos parfums, votre code promo et le paiement sécurisé." },
];

export async function action({ request }: ActionFunctionArgs) {
  const form = await readForm(request);
  const { cart, toast, errors } = await applyCartAction(await readStoredCart(request), form);
  if (errors) {
    // Shown next to the field, with what was typed and ticked kept; the cart stays as it was.
    const typed = {
      // The gift sections the post carried: a section it did not carry keeps what the cart holds.
      giftOptions: form.getAll("giftOptions").map(String),
      giftWrap: form.get("giftWrap") === "on",
      giftMessage: String(form.get("giftMessage") ?? ""),
      samples: form.getAll("samples").map(String),
      giftCardCode: String(form.get("giftCardCode") ?? ""),
    };
    return data({ intent: String(form.get("intent")), errors, typed }, { status: 400 });
  }
  const headers = new Headers();
  headers.append("Set-Cookie", await commitStoredCart(request, cart));
  if (toast) headers.append("Set-Cookie", await toastHeader(request, toast));
  return redirect(safeRedirect(form.get("redirectTo"), "/cart"), { headers });
}

/** The full-page cart: the drawer's fallback without JavaScript, and a page of its own. */
export default function CartPage() {
  const cart = useRootData()?.cart ?? null;
  return (
    <section className="container-shop py-16">
      <p className="eyebrow">Votre sélection</p>
      <h1 className="mt-2 text-4xl">Panier</h1>
      <div className="mt-8">
        <CartContents cart={cart} />
      </div>
    </section>
  );
}
