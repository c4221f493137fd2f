import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { OrderSummaryList } from "~/components/checkout/order-summary";
import { NewsletterForm } from "~/components/newsletter/newsletter-form";
import { privatePageHeaders } from "~/lib/after-sale/private-page";
import { pageTitle } from "~/lib/brand";
import { langOf, localePath } from "~/lib/i18n/lang";
import { textsFor } from "~/lib/i18n/texts.server";
import { useLang } from "~/lib/i18n/use-text";
import { commitStoredCart, EMPTY_CART, holdsChoices, readStoredCart } from "~/lib/cart/cart.server";
import { summariseOrder } from "~/lib/orders/orders.server";
import { orderForSuccessPage } from "~/lib/use-cases/payment-events.server";
import { paymentReceived } from "~/lib/orders/status-rules";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: pageTitle(data?.texts.oSuccessTitleM ?? "") },
  { name: "description", content: data?.texts.oSuccessDescM ?? "" },
  { name: "robots", content: "noindex" },
];

// It shows the order its address names: not for a shared cache (decision 097).
export const headers = privatePageHeaders;

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const stored = await readStoredCart(request);
  if (holdsChoices(stored)) {
    // The layout reads the cart from this same request: emptying it, then coming back, shows an
    // empty cart in the header at once.
    const emptied = await commitStoredCart(request, EMPTY_CART);
    throw redirect(`${url.pathname}${url.search}`, { headers: { "Set-Cookie": emptied } });
  }
  const found = await orderForSuccessPage(request);
  const visible = found && (found.order.status === "pending" || paymentReceived(found.order.status));
  return { order: visible ? summariseOrder(found) : null, texts: textsFor(langOf(url.pathname), "checkout", { withValues: true }) };
}

export default function Success() {
  const { order, texts } = useLoaderData<typeof loader>();
  const lang = useLang();
  return (
    <section className="container-shop max-w-2xl py-24 text-center">
      <h1 className="text-4xl md:text-5xl">{texts.oPaid}</h1>
      <p className="mt-6 leading-relaxed text-ink/80">{texts.oThanks}</p>
      {order ? (
        <section aria-labelledby="commande-title" className="mt-10 bg-white p-6 text-left ring-1 ring-ink/5">
          <h2 id="commande-title" className="text-2xl">
            {texts.oOrder} <span className="tracking-wider">{order.reference}</span>
          </h2>
          {order.status === "pending" ? (
            <p className="mt-2 text-sm text-ink/80">{texts.oPending}</p>
          ) : null}
          {order.status === "refund_due" ? (
            <p className="mt-2 text-sm text-red-800">{texts.oRefundDue}</p>
          ) : null}
          <div className="mt-4">
            <OrderSummaryList order={order} lang={lang} />
          </div>
        </section>
      ) : null}
      <section aria-labelledby="newsletter-after-payment-title" className="mt-10 bg-white p-6 text-left ring-1 ring-ink/5">
        <h2 id="newsletter-after-payment-title" className="text-2xl">{texts.oNews}</h2>
        <p className="mt-2 text-sm text-ink/80">{texts.oNewsOptional}</p>
        {/* The newsletter's form is French until its page is English (step 6), marked so. */}
        <div className="mt-4" lang={lang === "fr" ? undefined : "fr"}>
          <NewsletterForm source="after-payment" />
        </div>
      </section>
      <Link to={localePath(lang, "/")} className="btn-dark mt-10">{texts.oHome}</Link>
    </section>
  );
}
