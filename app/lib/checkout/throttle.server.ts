import { takeSlot, tryAgainIn } from "../platform/rate-limit.server";
import type { Toast } from "../platform/toast.server";

/** Checkouts one client may start: enough for a family behind one address, not for a script. */
export const CHECKOUT_LIMIT = { max: 20, windowMs: 10 * 60_000 } as const;

export async function checkoutThrottle(client: string, now = new Date()): Promise<Toast | null> {
  const slot = await takeSlot([{ key: `checkout:${client}`, ...CHECKOUT_LIMIT }], now);
  if (slot.allowed) return null;
  return {
    title: "Trop de tentatives",
    description: `Trop de commandes ont été lancées depuis votre connexion. ${tryAgainIn(slot.retryAfterMs)}`,
    type: "error",
  };
}
