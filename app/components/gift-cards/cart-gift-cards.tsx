import { useId } from "react";
import type { ShownCart } from "~/lib/use-cases/price-cart.server";
import { formatPrice } from "~/lib/format/money";
import { formatParisDate, parisDayStart } from "~/lib/format/paris-time";
import { printedGiftCardCode } from "~/lib/gift-cards/gift-card-rules";
import { fillText } from "~/lib/i18n/fill-text";
import { useLang, useText } from "~/lib/i18n/use-text";
import { CartForm } from "../cart/cart-form";
import { GiftFormShell, useRefusal } from "../cart/gift-options";
import { CartSection } from "../cart/cart-section";

/** The cards the cart buys, each with its recipient and sending day, and « Supprimer ». */
export function GiftCardLines({ cart }: { cart: ShownCart }) {
  const t = useText();
  const lang = useLang();
  if (cart.giftCards.length === 0) return null;
  return (
    <ul className="divide-y divide-ink/10" aria-label={t("cardLines")}>
      {cart.giftCards.map((card) => (
        <li key={card.index} className="flex flex-col gap-1 py-4 text-sm">
          <div className="flex items-start justify-between gap-2">
            <span className="font-display text-lg leading-tight">{t("card")}</span>
            <span className="tabular-nums">{formatPrice(card.amountCents, lang)}</span>
          </div>
          <p className="text-xs text-ink/80">
            {fillText(t("cardFor"), { name: card.recipientName, email: card.recipientEmail, day: formatParisDate(parisDayStart(card.sendOn), lang) })}
          </p>
          <CartForm intent="remove-gift-card-line" className="ml-auto" extra={{ index: String(card.index) }}>
            {(pending) => (
              <button type="submit" disabled={pending} className="text-xs uppercase tracking-[0.15em] text-ink/80 hover:text-gold-dark">
                {t("delete")}
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
  const t = useText();
  const lang = useLang();
  const applied = cart.giftCard && !cart.giftCard.error ? cart.giftCard : null;
  // A card given earlier may since have been spent elsewhere or have expired: said as a refusal is.
  const error = refused?.errors.giftCardCode ?? cart.giftCard?.error;
  return (
    <CartSection title={t("card")} value={applied ? fillText(t("cardUsed"), { amount: formatPrice(applied.appliedCents, lang) }) : null} error={error}>
      {applied ? (
        <CartForm intent="remove-gift-card" className="flex items-center justify-between gap-2 text-sm">
          {(pending) => (
            <>
              <span>
                {t("card")} <strong>{printedGiftCardCode(applied.code)}</strong>
                {fillText(t("cardAppliedUsed"), { amount: formatPrice(applied.appliedCents, lang) })}
                {applied.remainingCents > 0 ? fillText(t("cardLeft"), { amount: formatPrice(applied.remainingCents, lang) }) : ""}
              </span>
              <button type="submit" disabled={pending} className="underline underline-offset-4 hover:text-gold-dark">
                {t("cardStop")}
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
                {t("card")}
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
              {t("cardUse")}
            </button>
          </div>
          <p id={`${id}-error`} className="mt-1 text-sm text-red-800 empty:hidden" aria-live="polite" lang={error && lang !== "fr" ? "fr" : undefined}>
            {error ?? ""}
          </p>
        </GiftFormShell>
      )}
    </CartSection>
  );
}
