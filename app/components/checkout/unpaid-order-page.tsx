import type { SubmissionResult } from "@conform-to/react";
import { Form, useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";
import { formatPrice } from "~/lib/format/money";
import { useLang, useText } from "~/lib/i18n/use-text";
import type { OrderSummary } from "~/lib/orders/orders.server";
import { travelsByPost } from "~/lib/orders/amount-rows";
import { countryName } from "~/lib/shipping/countries";
import { CustomerDetailsForm } from "./customer-details-form";
import { OrderSummaryList } from "./order-summary";

/**
 * The page where the shop itself takes the buyer's details for a pending order: the demo payment
 * page and the confirmation of an order a gift card pays in full (decision 124). The summary, the
 * customer form with its one button, and « Annuler ».
 */
export function UnpaidOrderPage({
  order,
  lastResult,
  eyebrow,
  title,
  notice,
  totalLabel,
  recapNote,
  submit,
}: {
  order: OrderSummary;
  lastResult: SubmissionResult<string[]> | undefined;
  eyebrow: string;
  title: string;
  notice: ReactNode;
  totalLabel: string;
  recapNote?: ReactNode;
  submit: { intent: string; label: string };
}) {
  const busy = useNavigation().state !== "idle";
  const t = useText();
  const lang = useLang();
  // An order of gift cards alone is not posted: its details are the invoice's (decision 116).
  const shipped = travelsByPost(order.shippingMethodName);
  return (
    <section className="container-shop max-w-5xl py-12 md:py-16">
      <p className="eyebrow">{eyebrow}</p>
      <h1 className="mt-2 text-4xl md:text-5xl">{title}</h1>
      <p className="mt-2 text-sm text-ink/80">
        {t("oOrder")} <strong className="tracking-wider">{order.reference}</strong>
      </p>
      {notice}

      <div className="mt-10 grid gap-10 md:grid-cols-[1fr_1.1fr]">
        <section aria-labelledby="recap-title" className="bg-white p-6 ring-1 ring-ink/5">
          <h2 id="recap-title" className="text-2xl">{t("oRecap")}</h2>
          <div className="mt-4">
            <OrderSummaryList order={order} totalLabel={totalLabel} lang={lang} />
          </div>
          {recapNote}
        </section>

        <section aria-labelledby="coordonnees-title">
          <h2 id="coordonnees-title" className="text-2xl">{shipped ? t("oShipTo") : t("oYourDetails")}</h2>
          {shipped ? (
            // The country priced the order (methods, shipping, VAT): it is changed in the cart only.
            <p className="mt-1 text-sm text-ink/80">
              {t("oCountry")}
              {/* The country's French name until the countries are named per language. */}
              <strong data-testid="delivery-country" lang={lang === "fr" ? undefined : "fr"}>{countryName(order.deliveryCountry)}</strong> —{" "}
              {/* The cancel form's button: going back to the cart ends this order and frees its bottles. */}
              <button type="submit" form="cancel-order" name="intent" value="edit-cart" className="underline underline-offset-2 hover:text-gold-dark" disabled={busy}>
                {t("oEditCart")}
              </button>
            </p>
          ) : (
            <p className="mt-1 text-sm text-ink/80">{t("oForInvoice")}</p>
          )}
          <CustomerDetailsForm lastResult={lastResult} country={order.deliveryCountry}>
            <p className="text-sm text-ink/80 sm:col-span-2">
              {/* What the bank card takes: the total less what a gift card already paid (decision 116). */}
              {t("oDueNow")}
              <strong className="tabular-nums">{formatPrice(order.totalCents - order.giftCardCents, lang)}</strong>
            </p>
            <button type="submit" name="intent" value={submit.intent} className="btn-gold sm:col-span-2" disabled={busy}>
              {submit.label}
            </button>
          </CustomerDetailsForm>
          <Form method="post" id="cancel-order" className="mt-3">
            <button type="submit" name="intent" value="cancel" className="btn-outline w-full" disabled={busy}>
              {t("oCancel")}
            </button>
          </Form>
        </section>
      </div>
    </section>
  );
}
