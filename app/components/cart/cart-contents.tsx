import { Link } from "@remix-run/react";
import { useId, type ReactNode } from "react";
import { FrenchValue } from "../ui/french-value";
import { fillText, pluralKey } from "~/lib/i18n/fill-text";
import { localeLink } from "~/lib/i18n/lang";
import { useLang, useText } from "~/lib/i18n/use-text";
import { CheckoutForm, ReminderSection } from "./checkout-form";
import { CartSection } from "./cart-section";
import type { ShownCart } from "~/lib/use-cases/price-cart.server";
import { formatPrice } from "~/lib/format/money";
import { useHydrated } from "~/lib/platform/use-hydrated";
import { GuaranteeNoticeLink } from "../legal/guarantee-notice-link";
import { ProductImage } from "../product/product-image";
import { CartForm } from "./cart-form";
import { GiftWrapForm, SamplesForm } from "./gift-options";
import { cartTotalRows, type TotalRow } from "~/lib/orders/amount-rows";
import { GiftCardLines, GiftCardRedeemForm } from "../gift-cards/cart-gift-cards";

function QuantityControls({ id, formatId, name, quantity }: { id: number; formatId: number; name: string; quantity: number }) {
  const t = useText();
  return (
    <div className="flex items-center border border-ink/20">
      <CartForm intent="decrement" productId={id} formatId={formatId}>
        {(pending) => (
          <button type="submit" disabled={pending || quantity <= 1} aria-label={t("qtyDown")} title={fillText(t("qtyDownOf"), { name })} className="h-8 w-8 text-lg hover:bg-ink/5 disabled:opacity-60">
            −
          </button>
        )}
      </CartForm>
      <span className="w-8 text-center text-sm tabular-nums">
        <span className="sr-only">{t("qty")}</span>
        {quantity}
      </span>
      <CartForm intent="increment" productId={id} formatId={formatId}>
        {(pending) => (
          <button type="submit" disabled={pending} aria-label={t("qtyUp")} title={fillText(t("qtyUpOf"), { name })} className="h-8 w-8 text-lg hover:bg-ink/5 disabled:opacity-60">
            +
          </button>
        )}
      </CartForm>
    </div>
  );
}

/** « Code promo », where a discovery set's voucher is typed too; a code that no longer applies says why. */
function PromoForm({ cart }: { cart: ShownCart }) {
  const applied = Boolean(cart.promoCode);
  const inputId = useId();
  const t = useText();
  return (
    <CartSection title={t("promo")} value={applied ? fillText(t("promoOn"), { code: cart.promoCode ?? "" }) : null} error={cart.promoError}>
      <CartForm intent="apply-promo" className="flex items-end gap-2">
        {(pending) => (
          <>
            <div className="flex-1">
              {/* The section's title above says it: read, not shown twice. */}
              <label htmlFor={inputId} className="sr-only">
                {t("promo")}
              </label>
              <input
                id={inputId}
                name="code"
                className="input uppercase"
                autoComplete="off"
                maxLength={64}
                defaultValue={cart.promoCode ?? ""}
                disabled={applied}
                aria-invalid={cart.promoError ? true : undefined}
                aria-describedby={`${inputId}-error`}
                onChange={(e) => {
                  e.currentTarget.value = e.currentTarget.value.toUpperCase();
                }}
              />
            </div>
            <button type="submit" className="btn-dark px-4 py-2.5" disabled={applied || pending}>
              {t("apply")}
            </button>
          </>
        )}
      </CartForm>
      <p id={`${inputId}-error`} className="mt-1 text-sm text-red-800 empty:hidden" lang={cart.promoError ? "fr" : undefined}>
        {cart.promoError ?? ""}
      </p>
      {/* The section's title says which code applies: « Retirer » is all it needs here. */}
      {applied ? (
        <CartForm intent="remove-promo" className="mt-2 text-right text-sm">
          {(pending) => (
            <button type="submit" disabled={pending} className="underline underline-offset-4 hover:text-gold-dark">
              {t("remove")}
            </button>
          )}
        </CartForm>
      ) : null}
    </CartSection>
  )
}

/** How the cart sets its rows apart: the discount and the card's payment in gold, the sums stronger. */
const TOTAL_ROW_CLASS: Partial<Record<TotalRow["key"], string>> = {
  discount: "flex justify-between text-gold-dark",
  samples: "flex justify-between gap-4",
  total: "flex justify-between border-t border-ink/10 pt-3 text-base font-semibold",
  gift_card: "flex justify-between text-gold-dark",
  due: "flex justify-between text-base font-semibold",
};

const TOTAL_ROW_TEST_ID: Partial<Record<TotalRow["key"], string>> = { wrap: "cart-gift-wrap", shipping: "cart-shipping", total: "cart-total", due: "cart-due", vat: "cart-vat" };

/**
 * The shipping methods as radio buttons in one form: with JavaScript a choice is sent at once,
 * without it the "Choisir" button sends it.
 */
function ShippingForm({ cart }: { cart: ShownCart }) {
  const hydrated = useHydrated();
  const t = useText();
  const lang = useLang();
  const { options, selected } = cart.shipping;
  if (options.length === 0) return null;
  return (
    <CartForm intent="set-shipping" className="border-t border-ink/10 py-4">
      {(pending) => (
        <fieldset disabled={pending}>
          <legend className="mb-2 text-xs uppercase tracking-[0.2em] text-ink/80">{t("method")}</legend>
          <div className="space-y-2" key={selected?.id}>
            {options.map((option) => (
              <label key={option.id} className="flex cursor-pointer items-start gap-3 border border-ink/15 bg-white p-3 text-sm has-[:checked]:border-gold-dark">
                <input
                  type="radio"
                  name="shippingMethodId"
                  value={option.id}
                  defaultChecked={option.id === selected?.id}
                  onChange={(e) => e.currentTarget.form?.requestSubmit()}
                  className="mt-1 h-4 w-4 accent-gold-dark"
                />
                <span className="flex-1">
                  {/* The owner's names and delays, French until the cart reads their English (decision 168). */}
                  <span className="font-medium" lang={lang === "fr" ? undefined : "fr"}>{option.name}</span>
                  {option.delayText ? <span className="block text-xs text-ink/80" lang={lang === "fr" ? undefined : "fr"}>{option.delayText}</span> : null}
                  {option.freeAboveCents != null && option.costCents > 0 ? (
                    <span className="block text-xs text-ink/80">{fillText(t("freeFrom"), { price: formatPrice(option.freeAboveCents, lang) })}</span>
                  ) : null}
                </span>
                <span className="tabular-nums">{option.costCents === 0 ? t("free") : formatPrice(option.costCents, lang)}</span>
              </label>
            ))}
          </div>
          {hydrated ? null : (
            <button type="submit" className="btn-outline mt-3 w-full px-4 py-2 text-xs">
              {t("pickMethod")}
            </button>
          )}
        </fieldset>
      )}
    </CartForm>
  );
}

/**
 * « Pays de livraison »: shown only when more than France is served. Its own form, so it works
 * without JavaScript (« Changer de pays »); with it, a choice is sent at once.
 */
function CountryForm({ cart }: { cart: ShownCart }) {
  const hydrated = useHydrated();
  const selectId = useId();
  const t = useText();
  const lang = useLang();
  if (cart.countries.length === 0) return null;
  return (
    <CartForm intent="country" className="border-t border-ink/10 py-4">
      {(pending) => (
        <>
          <label htmlFor={selectId} className="mb-2 block text-xs uppercase tracking-[0.2em] text-ink/80">
            {t("country")}
          </label>
          <div className="flex gap-2">
            <select
              id={selectId}
              name="country"
              key={cart.country}
              defaultValue={cart.country}
              disabled={pending}
              onChange={(e) => e.currentTarget.form?.requestSubmit()}
              className="input flex-1"
              lang={lang === "fr" ? undefined : "fr"}
            >
              {cart.countries.map((c) => (
                <option key={c.code} value={c.code}>
                  {c.name}
                </option>
              ))}
            </select>
            {hydrated ? null : (
              <button type="submit" className="btn-outline px-4 py-2 text-xs">
                {t("pickCountry")}
              </button>
            )}
          </div>
        </>
      )}
    </CartForm>
  );
}

type CartLineItem = ShownCart["items"][number];

function CartLine({ item }: { item: CartLineItem }) {
  const t = useText();
  const lang = useLang();
  return (
    <li className="flex gap-4 py-4">
      {item.image ? (
        <ProductImage url={item.image} alt="" sizes="80px" maxWidth={320} className="h-20 w-20 shrink-0 bg-ivory-dark object-cover" />
      ) : null}
      <div className="flex flex-1 flex-col gap-2">
        <div className="flex items-start justify-between gap-2">
          <Link {...localeLink(lang, `/products/${item.slug}`)} className="font-display text-lg leading-tight hover:text-gold-dark">
            {item.name}
          </Link>
          <span className="text-sm tabular-nums">{formatPrice(item.lineTotalCents, lang)}</span>
        </div>
        <p className="text-xs text-ink/80">
          <span className="uppercase tracking-[0.15em]" data-testid="cart-format">{item.formatLabel}</span> · {fillText(t("each"), { price: formatPrice(item.unitPriceCents, lang) })}
        </p>
        {!item.inStock ? <p className="text-xs font-medium text-red-800">{t("soldOut")}</p> : null}
        <div className="flex items-center justify-between">
          <QuantityControls id={item.id} formatId={item.formatId} name={`${item.name} ${item.formatLabel}`} quantity={item.quantity} />
          <CartForm intent="remove" productId={item.id} formatId={item.formatId}>
            {(pending) => (
              <button type="submit" disabled={pending} className="text-xs uppercase tracking-[0.15em] text-ink/80 hover:text-gold-dark">
                {t("delete")}
              </button>
            )}
          </CartForm>
        </div>
      </div>
    </li>
  );
}

/** A row's label in the page's language: the rows' own are the documents' French. */
function useRowLabel(cart: ShownCart) {
  const t = useText();
  const lang = useLang();
  const method = cart.shipping.selected?.name;
  return (row: TotalRow): ReactNode => {
    switch (row.key) {
      case "subtotal":
        return fillText(t(pluralKey(lang, "subtotal", cart.totalItems - cart.giftCards.length)), { count: cart.totalItems - cart.giftCards.length });
      case "discount":
        return cart.promoCode ? fillText(t("discountCode"), { code: cart.promoCode }) : t("discount");
      case "shipping":
        return method ? <FrenchValue lang={lang} text={t("shippingBy")} name="method" value={method} /> : t("shipping");
      case "gift_cards_bought":
        return t("cards");
      case "gift_card":
        return t("cardPaid");
      default:
        return t(row.key);
    }
  };
}

function CartTotals({ cart }: { cart: ShownCart }) {
  const t = useText();
  const lang = useLang();
  const label = useRowLabel(cart);
  // A free wrap or delivery is said in words, in the page's language.
  const free: Partial<Record<TotalRow["key"], string>> = {
    ...(cart.gift.chosen && cart.gift.priceCents === 0 && { wrap: t("wrapFree") }),
    ...(cart.shippingCents === 0 && { shipping: t("free") }),
  };
  return (
    <dl className="space-y-1 text-sm">
      {cartTotalRows({
        // The perfumes' count: the cards bought are listed and added up apart.
        bottles: cart.totalItems - cart.giftCards.length,
        subtotalCents: cart.subtotalCents,
        discountCents: cart.discountCents,
        promoCode: cart.promoCode,
        giftWrapCents: cart.gift.chosen ? cart.gift.priceCents : null,
        samples: cart.samples.chosen.map((s) => s.name),
        shippingMethodName: cart.shipping.selected?.name ?? null,
        shippingCents: cart.shippingCents,
        giftCardsCents: cart.giftCardsCents,
        totalCents: cart.totalCents,
        amountDueCents: cart.amountDueCents,
        giftCardKind: cart.giftCard?.kind,
        vatCents: cart.vatCents,
      }, lang).map((row) => (
        <div key={row.key} className={TOTAL_ROW_CLASS[row.key] ?? "flex justify-between"}>
          <dt>{label(row)}</dt>
          <dd className={row.key === "samples" ? "text-right" : "tabular-nums"} data-testid={TOTAL_ROW_TEST_ID[row.key]}>
            {free[row.key] ?? row.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The cart, lines first, then the options folded in short sections (issue 45, decision 152); the
 * amounts and « Commander » in a footer the drawer keeps in view (`inDrawer`), and on the page in a
 * summary right after the lines (beside them on a wide screen, where it stays in view).
 */
export function CartContents({ cart, inDrawer = false }: { cart: ShownCart | null; inDrawer?: boolean }) {
  const checkoutFormId = useId();
  const t = useText();
  const lang = useLang();
  if (!cart || (cart.items.length === 0 && cart.giftCards.length === 0)) {
    // Said by the layout's texts: the cart's own come only with a cart (decision 170).
    return (
      <div className="px-6 py-12 text-center">
        <p className="font-display text-2xl">{t("empty")}</p>
        <p className="mt-2 text-sm text-ink/80">{t("emptyP")}</p>
        <Link {...localeLink(lang, "/collections")} className="btn-dark mt-6">
          {t("colls")}
        </Link>
      </div>
    );
  }
  const bottles = cart.items.length > 0;
  const lines = (
    <div>
      <ul className="divide-y divide-ink/10 empty:hidden" aria-label={t("lines")}>
        {cart.items.map((item) => (
          <CartLine key={item.formatId} item={item} />
        ))}
      </ul>
      <GiftCardLines cart={cart} />
    </div>
  );
  // A cart of gift cards alone has nothing to post, wrap or discount.
  const options = (
    <div className="border-b border-ink/10">
      {bottles ? (
        <>
          <CountryForm cart={cart} />
          <ShippingForm cart={cart} />
          <GiftWrapForm cart={cart} formId={checkoutFormId} />
          <SamplesForm cart={cart} formId={checkoutFormId} />
          <PromoForm cart={cart} />
          <GiftCardRedeemForm cart={cart} />
        </>
      ) : null}
      <ReminderSection formId={checkoutFormId} />
    </div>
  );
  // The guarantees of goods: a cart of gift cards alone buys none. The EU's notice in English comes
  // with step 7 (docs/i18n-plan.md): until then it is said in French, marked so.
  const notice = bottles ? <GuaranteeNoticeLink /> : null;
  const guarantee = notice && lang !== "fr" ? <div lang="fr">{notice}</div> : notice;
  const summary = (
    <div className="grid gap-3">
      <CartTotals cart={cart} />
      <CheckoutForm id={checkoutFormId} />
      <p className="text-center text-xs text-ink/80">
        {t("before")}
        <Link {...localeLink(lang, "/cgv")} className="underline underline-offset-2 hover:text-gold-dark">{t("terms")}</Link>
        {t("and")}
        <Link {...localeLink(lang, "/retractation")} className="underline underline-offset-2 hover:text-gold-dark">{t("withdrawal")}</Link>.
      </p>
    </div>
  );
  if (inDrawer) {
    return (
      <>
        <div className="flex-1 space-y-6 overflow-y-auto px-6 pb-6">
          {lines}
          {options}
          {guarantee}
        </div>
        <div className="border-t border-ink/10 px-6 py-4">{summary}</div>
      </>
    );
  }
  return (
    <div className="cart-page grid items-start gap-8">
      {lines}
      <div className="space-y-4">
        {guarantee}
        {summary}
      </div>
      {options}
    </div>
  );
}
