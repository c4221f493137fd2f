import { useId } from "react";
import type { ShownCart } from "~/lib/use-cases/price-cart.server";
import { formatPrice } from "~/lib/format/money";
import { formatParisDate, parisDayStart } from "~/lib/format/paris-time";
import { GIFT_CARD_LABEL, printedGiftCardCode } from "~/lib/gift-cards/gift-card-rules";
import { CartForm } from "../cart/cart-form";
import { GiftFormShell, useRefusal } from "../cart/gift-options";
import { CartSection } from "../cart/cart-section";

/** The cards the cart buys, each with its recipient and sending day, and « Supprimer ». */
export function GiftCardLines({ cart }: { cart: ShownCart }) {
  if (cart.giftCards.length === 0) return null;
  return (
    <ul className="divide-y divide-ink/10" aria-label="Cartes cadeaux du panier">
      {cart.giftCards.map((card) => (
        <li key={card.index} className="flex flex-col gap-1 py-4 text-sm">
          <div className="flex items-start justify-between gap-2">
            <span className="font-display text-lg leading-tight">{GIFT_CARD_LABEL}</span>
            <span className="tabular-nums">{formatPrice(card.amountCents)}</span>
          </div>
          <p className="text-xs text-ink/80">
            Pour {card.recipientName} ({card.recipientEmail}), envoyée le {formatParisDate(parisDayStart(card.sendOn))}
          </p>
          <CartForm intent="remove-gift-card-line" className="ml-auto" extra={{ index: String(card.index) }}>
            {(pending) => (
              <button type="submit" disabled={pending} className="text-xs uppercase tracking-[0.15em] text-ink/80 hover:text-gold-dark">
                Supprimer
              </button>
            )}
          </CartForm>
        </li>
      ))}
    </ul>
  );
}

/**
 * « Carte cadeau »: its code in a POST body (never in a URL), « Utiliser » / « Ne plus utiliser ».
 * Not « Appliquer » / « Retirer »: those name the promo code's buttons (DESIGN.md's fixed labels),
 * and a second button of the same name would make them ambiguous to a screen reader and a test.
 */
export function GiftCardRedeemForm({ cart }: { cart: ShownCart }) {
  const { fetcher, refused } = useRefusal("apply-gift-card");
  const id = useId();
  const applied = cart.giftCard && !cart.giftCard.error ? cart.giftCard : null;
  // A card given earlier may since have been spent elsewhere or have expired: said as a refusal is.
  const error = refused?.errors.giftCardCode ?? cart.giftCard?.error;
  return (
    <CartSection title={GIFT_CARD_LABEL} value={applied ? `${formatPrice(applied.appliedCents)} utilisés` : null} error={error}>
      {applied ? (
        <CartForm intent="remove-gift-card" className="flex items-center justify-between gap-2 text-sm">
          {(pending) => (
            <>
              <span>
                Carte cadeau <strong>{printedGiftCardCode(applied.code)}</strong> : {formatPrice(applied.appliedCents)} utilisés
                {applied.remainingCents > 0 ? `, ${formatPrice(applied.remainingCents)} restent sur la carte` : ""}
              </span>
              <button type="submit" disabled={pending} className="underline underline-offset-4 hover:text-gold-dark">
                Ne plus utiliser
              </button>
            </>
          )}
        </CartForm>
      ) : (
        <GiftFormShell intent="apply-gift-card" fetcher={fetcher}>
          <div className="flex items-end gap-2">
            <div className="flex-1">
              {/* The section's title above says it: read, not shown twice. */}
              <label htmlFor={id} className="sr-only">
                Carte cadeau
              </label>
              <input
                id={id}
                name="giftCardCode"
                className="input uppercase"
                autoComplete="off"
                spellCheck={false}
                maxLength={40}
                defaultValue={refused?.typed.giftCardCode ?? ""}
                key={refused?.typed.giftCardCode ?? ""}
                aria-invalid={error ? true : undefined}
                aria-describedby={`${id}-error`}
              />
            </div>
            <button type="submit" className="btn-dark px-4 py-2.5" disabled={fetcher.state !== "idle"}>
              Utiliser
            </button>
          </div>
          <p id={`${id}-error`} className="mt-1 text-sm text-red-800 empty:hidden" aria-live="polite">
            {error ?? ""}
          </p>
        </GiftFormShell>
      )}
    </CartSection>
  );
}
