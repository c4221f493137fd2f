import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { CartContents } from "~/components/cart/cart-contents";
import { pageTitle } from "~/lib/brand";
import { langOf, localePath } from "~/lib/i18n/lang";
import { textsFor } from "~/lib/i18n/texts.server";
import { applyCartAction } from "~/lib/use-cases/cart-actions.server";
import { commitStoredCart, readStoredCart } from "~/lib/cart/cart.server";
import { readForm } from "~/lib/platform/request-body.server";
import { safeRedirect } from "~/lib/platform/safe-redirect";
import { toastHeader } from "~/lib/platform/toast.server";
import { useRootData } from "~/root";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: pageTitle(data?.texts.pageTitle ?? "") },
  { name: "description", content: data?.texts.pageDesc ?? "" },
];

/** The page's own texts; the cart's come with the root's data when there is a cart (decision 170). */
export function loader({ request }: LoaderFunctionArgs) {
  return { texts: textsFor(langOf(new URL(request.url).pathname), "cartPage") };
}

export async function action({ request }: ActionFunctionArgs) {
  // A form of an English page posts to /en/cart: its refusals and amounts are said in English.
  const lang = langOf(new URL(request.url).pathname);
  const form = await readForm(request);
  const { cart, toast, errors } = await applyCartAction(await readStoredCart(request), form, new Date(), lang);
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
  return redirect(safeRedirect(form.get("redirectTo"), localePath(lang, "/cart")), { headers });
}

/** The full-page cart: the drawer's fallback without JavaScript, and a page of its own. */
export default function CartPage() {
  const cart = useRootData()?.cart ?? null;
  const { texts } = useLoaderData<typeof loader>();
  return (
    <section className="container-shop py-16">
      <p className="eyebrow">{texts.pageEyebrow}</p>
      <h1 className="mt-2 text-4xl">{texts.pageTitle}</h1>
      <div className="mt-8">
        <CartContents cart={cart} />
      </div>
    </section>
  );
}
