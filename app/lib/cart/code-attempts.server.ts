import { currentClient } from "../platform/request-context.server";
import { takeSlot, tryAgainIn } from "../platform/rate-limit.server";

/**
 * Codes one client may try in the cart (promo codes, set vouchers and gift cards together): more
 * than a shopper with a drawer of cards ever types, far too few to guess one (decision 144).
 */
const CODE_ATTEMPT_LIMIT = { max: 30, windowMs: 10 * 60_000 } as const;

/** Counts one « Appliquer » or « Utiliser » of this client; the message when it is one too many. */
export async function codeAttemptRefusal(now: Date): Promise<string | null> {
  const slot = await takeSlot([{ key: `cart-code:${currentClient()}`, ...CODE_ATTEMPT_LIMIT }], now);
  return slot.allowed ? null : `Trop de codes essayés depuis votre connexion. ${tryAgainIn(slot.retryAfterMs)}`;
}
