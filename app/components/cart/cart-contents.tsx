import { Link } from "@remix-run/react";
import { useId } from "react";
import { CheckoutForm } from "./checkout-form";
import type { CartView } from "~/lib/use-cases/price-cart.server";
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
          <button type="submit" disabled={pending || quantity <= 1} aria-label="Diminuer la quantité" title={`Diminuer la quantité de ${name}`} className="h-8 w-8 text-lg hover:bg-ink/5 disabled:opacity-40">
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
          <button type="submit" disabled={pending} aria-label="Augmenter la quantité" title={`Augmenter la quantité de ${name}`} className="h-8 w-8 text-lg hover:bg-ink/5 disabled:opacity-40">
            +
          </button>
        )}
      </CartForm>
    </div>
  );
}

function PromoForm({ cart }: { cart: CartView }) {
  const applied = Boolean(cart.promoCode);
  const inputId = useId();
  return (
    <div className="border-t border-ink/10 pt-4">
      <CartForm intent="apply-promo" className="flex items-end gap-2">
        {(pending) => (
          <>
            <div className="flex-1">
              <label htmlFor={inputId} className="mb-1 block text-xs uppercase tracking-[0.2em] text-ink/80">
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
      {applied ? (
        <CartForm intent="remove-promo" className="mt-2 flex items-center justify-between text-sm">
          {(pending) => (
            <>
              <span>
                Code <strong>{cart.promoCode}</strong> appliqué
              </span>
              <button type="submit" disabled={pending} className="underline underline-offset-4 hover:text-gold-dark">
                Retirer
              </button>
            </>
          )}
        </CartForm>
      ) : null}
    </div>
  );
}


/** How the cart sets its rows apart: the discount and the card's payment in gold, the sums stronger. */
const TOTAL_ROW_CLASS: Partial<Record<TotalRow["key"], string>> = {
  discount: "flex justify-between text-gold-dark",
  samples: "flex justify-between gap-4",
  total: "flex justify-between border-t border-ink/10 pt-3 text-base font-semibold",
  gift_card: "flex justify-between text-gold-dark",
  due: "flex justify-between text-base font-semibold",
};

const TOTAL_ROW_TEST_ID: Partial<Record<TotalRow["key"], string>> = { wrap: "cart-gift-wrap", shipping: "cart-shipping", total: "cart-total", due: "cart-due" };

/**
 * The shipping methods as radio buttons in one form: with JavaScript a choice is sent at once,
 * without it the "Choisir" button sends it.
 */
function ShippingForm({ cart }: { cart: CartView }) {
  const hydrated = useHydrated();
  const { options, selected } = cart.shipping;
  if (options.length === 0) return null;
  return (
    <CartForm intent="set-shipping" className="border-t border-ink/10 pt-4">
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
                  className="mt-0.5 h-4 w-4 accent-gold-dark"
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

export function CartContents({ cart }: { cart: CartView | null }) {
  const checkoutFormId = useId();
  if (!cart || (cart.items.length === 0 && cart.giftCards.length === 0)) {
    return (
      <div className="py-10 text-center">
        <p className="font-display text-2xl">Votre panier est vide</p>
        <p className="mt-2 text-sm text-ink/80">Découvrez nos fragrances d'exception.</p>
        <Link to="/collections" className="btn-dark mt-6">
          Nos Collections
        </Link>
      </div>
    );
  }
  // The perfumes' count: the cards bought are listed and added up apart.
  const bottles = cart.totalItems - cart.giftCards.length;
  return (
    <div className="space-y-6">
      <ul className="divide-y divide-ink/10 empty:hidden" aria-label="Articles du panier">
        {cart.items.map((item) => (
          <li key={item.formatId} className="flex gap-4 py-4">
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
                    <button type="submit" disabled={pending} className="text-xs uppercase tracking-[0.15em] text-ink/80 underline-offset-4 hover:text-red-800 hover:underline">
                      Supprimer
                    </button>
                  )}
                </CartForm>
              </div>
            </div>
          </li>
        ))}
      </ul>

      <GiftCardLines cart={cart} />

      {cart.items.length > 0 ? (
        <>
          <PromoForm cart={cart} />

          <ShippingForm cart={cart} />

          <GiftWrapForm cart={cart} formId={checkoutFormId} />

          <SamplesForm cart={cart} formId={checkoutFormId} />

          <GiftCardRedeemForm cart={cart} />
        </>
      ) : null}

      <dl className="space-y-2 border-t border-ink/10 pt-4 text-sm">
        {cartTotalRows({
          bottles,
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
        }).map((row) => (
          <div key={row.key} className={TOTAL_ROW_CLASS[row.key] ?? "flex justify-between"}>
            <dt>{row.label}</dt>
            <dd className={row.key === "samples" ? "text-right" : "tabular-nums"} data-testid={TOTAL_ROW_TEST_ID[row.key]}>
              {row.value}
            </dd>
          </div>
        ))}
      </dl>

      {/* The guarantees of goods: a cart of gift cards alone buys none. */}
      {cart.items.length > 0 ? <GuaranteeNoticeLink /> : null}

      <CheckoutForm id={checkoutFormId} />
      <p className="text-center text-xs text-ink/80">
        Avant de payer, lisez nos{" "}
        <Link to="/cgv" className="underline underline-offset-2 hover:text-gold-dark">conditions générales de vente</Link>{" "}
        et votre{" "}
        <Link to="/retractation" className="underline underline-offset-2 hover:text-gold-dark">droit de rétractation</Link>.
      </p>
    </div>
  );
}
