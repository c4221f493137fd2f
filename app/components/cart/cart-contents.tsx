import { Link } from "@remix-run/react";
import { useId } from "react";
import { CheckoutForm, ReminderSection } from "./checkout-form";
import { CartSection } from "./cart-section";
import type { ShownCart } from "~/lib/use-cases/price-cart.server";
import { formatPrice } from "~/lib/format/money";
import { useHydrated } from "~/lib/platform/use-hydrated";
import { GuaranteeNoticeLink } from "../legal/guarantee-notice-link";
import { ProductImage } from "../product/product-image";
import { CartForm } from "./cart-form";
import { GiftWrapForm, SamplesForm } from "./gift-options";
import { cartTotalRows, shippingPriceText, type TotalRow } from "~/lib/orders/amount-rows";
import { GiftCardLines, GiftCardRedeemForm } from "../gift-cards/cart-gift-cards";

function QuantityControls({ id, formatId, name, quantity }: { id: number; formatId: number; name: string; quantity: number }) {
  return (
    <div className="flex items-center border border-ink/20">
      <CartForm intent="decrement" productId={id} formatId={formatId}>
        {(pending) => (
          <button type="submit" disabled={pending || quantity <= 1} aria-label="Diminuer la quantité" title={`Diminuer la quantité de ${name}`} className="h-8 w-8 text-lg hover:bg-ink/5 disabled:opacity-60">
            −
          </button>
        )}
      </CartForm>
      <span className="w-8 text-center text-sm tabular-nums">
        <span className="sr-only">Quantité : </span>
        {quantity}
      </span>
      <CartForm intent="increment" productId={id} formatId={formatId}>
        {(pending) => (
          <button type="submit" disabled={pending} aria-label="Augmenter la quantité" title={`Augmenter la quantité de ${name}`} className="h-8 w-8 text-lg hover:bg-ink/5 disabled:opacity-60">
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
  return (
    <CartSection title="Code promo" value={applied ? `Code ${cart.promoCode} appliqué` : null} error={cart.promoError}>
      <CartForm intent="apply-promo" className="flex items-end gap-2">
        {(pending) => (
          <>
            <div className="flex-1">
              {/* The section's title above says it: read, not shown twice. */}
              <label htmlFor={inputId} className="sr-only">
                Code promo
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
              Appliquer
            </button>
          </>
        )}
      </CartForm>
      <p id={`${inputId}-error`} className="mt-1 text-sm text-red-800 empty:hidden">
        {cart.promoError ?? ""}
      </p>
      {/* The section's title says which code applies: « Retirer » is all it needs here. */}
      {applied ? (
        <CartForm intent="remove-promo" className="mt-2 text-right text-sm">
          {(pending) => (
            <button type="submit" disabled={pending} className="underline underline-offset-4 hover:text-gold-dark">
              Retirer
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
  const { options, selected } = cart.shipping;
  if (options.length === 0) return null;
  return (
    <CartForm intent="set-shipping" className="border-t border-ink/10 py-4">
      {(pending) => (
        <fieldset disabled={pending}>
          <legend className="mb-2 text-xs uppercase tracking-[0.2em] text-ink/80">Mode de livraison</legend>
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
                  <span className="font-medium">{option.name}</span>
                  {option.delayText ? <span className="block text-xs text-ink/80">{option.delayText}</span> : null}
                  {option.freeAboveCents != null && option.costCents > 0 ? (
                    <span className="block text-xs text-ink/80">Offerte dès {formatPrice(option.freeAboveCents)} d'achat</span>
                  ) : null}
                </span>
                <span className="tabular-nums">{shippingPriceText(option.costCents)}</span>
              </label>
            ))}
          </div>
          {hydrated ? null : (
            <button type="submit" className="btn-outline mt-3 w-full px-4 py-2 text-xs">
              Choisir ce mode de livraison
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
  if (cart.countries.length === 0) return null;
  return (
    <CartForm intent="country" className="border-t border-ink/10 py-4">
      {(pending) => (
        <>
          <label htmlFor={selectId} className="mb-2 block text-xs uppercase tracking-[0.2em] text-ink/80">
            Pays de livraison
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
            >
              {cart.countries.map((c) => (
                <option key={c.code} value={c.code}>
                  {c.name}
                </option>
              ))}
            </select>
            {hydrated ? null : (
              <button type="submit" className="btn-outline px-4 py-2 text-xs">
                Changer de pays
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
  return (
    <li className="flex gap-4 py-4">
      {item.image ? (
        <ProductImage url={item.image} alt="" sizes="80px" maxWidth={320} className="h-20 w-20 shrink-0 bg-ivory-dark object-cover" />
      ) : null}
      <div className="flex flex-1 flex-col gap-2">
        <div className="flex items-start justify-between gap-2">
          <Link to={`/products/${item.slug}`} className="font-display text-lg leading-tight hover:text-gold-dark">
            {item.name}
          </Link>
          <span className="text-sm tabular-nums">{formatPrice(item.lineTotalCents)}</span>
        </div>
        <p className="text-xs text-ink/80">
          <span className="uppercase tracking-[0.15em]" data-testid="cart-format">{item.formatLabel}</span> · {formatPrice(item.unitPriceCents)} l'unité
        </p>
        {!item.inStock ? <p className="text-xs font-medium text-red-800">En rupture de stock</p> : null}
        <div className="flex items-center justify-between">
          <QuantityControls id={item.id} formatId={item.formatId} name={`${item.name} ${item.formatLabel}`} quantity={item.quantity} />
          <CartForm intent="remove" productId={item.id} formatId={item.formatId}>
            {(pending) => (
              <button type="submit" disabled={pending} className="text-xs uppercase tracking-[0.15em] text-ink/80 hover:text-gold-dark">
                Supprimer
              </button>
            )}
          </CartForm>
        </div>
      </div>
    </li>
  );
}

function CartTotals({ cart }: { cart: ShownCart }) {
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
      }).map((row) => (
        <div key={row.key} className={TOTAL_ROW_CLASS[row.key] ?? "flex justify-between"}>
          <dt>{row.label}</dt>
          <dd className={row.key === "samples" ? "text-right" : "tabular-nums"} data-testid={TOTAL_ROW_TEST_ID[row.key]}>
            {row.value}
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
  if (!cart || (cart.items.length === 0 && cart.giftCards.length === 0)) {
    return (
      <div className="px-6 py-12 text-center">
        <p className="font-display text-2xl">Votre panier est vide</p>
        <p className="mt-2 text-sm text-ink/80">Découvrez nos fragrances d'exception.</p>
        <Link to="/collections" className="btn-dark mt-6">
          Nos Collections
        </Link>
      </div>
    );
  }
  const bottles = cart.items.length > 0;
  const lines = (
    <div>
      <ul className="divide-y divide-ink/10 empty:hidden" aria-label="Articles du panier">
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
  // The guarantees of goods: a cart of gift cards alone buys none.
  const guarantee = bottles ? <GuaranteeNoticeLink /> : null;
  const summary = (
    <div className="grid gap-3">
      <CartTotals cart={cart} />
      <CheckoutForm id={checkoutFormId} />
      <p className="text-center text-xs text-ink/80">
        Avant de payer, lisez nos{" "}
        <Link to="/cgv" className="underline underline-offset-2 hover:text-gold-dark">conditions générales de vente</Link>{" "}
        et votre{" "}
        <Link to="/retractation" className="underline underline-offset-2 hover:text-gold-dark">droit de rétractation</Link>.
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
