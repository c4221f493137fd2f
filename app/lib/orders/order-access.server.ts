import { createHmac, timingSafeEqual } from "node:crypto";
import { getConfig } from "../platform/config.server";
import { DAY_MS } from "../format/paris-time";


/**
 * How long a link opens the shopper's order page (docs/decisions/087). From an email: long enough
 * to outlast the withdrawal period of a parcel shipped late (30 days at most, L216-1) and never
 * marked delivered (shipment + 7 + 14 days). From the form: a visit, then the email and reference
 * are asked again.
 */
export const ACCESS_LIFETIME_MS = { email: 90 * DAY_MS, form: 2 * 60 * 60 * 1000 } as const;

export type AccessCheck =
  | { ok: true; orderId: number; expiresAt: Date }
  | { ok: false; reason: "forged" | "expired" };

function signature(secret: string, orderId: number, expiresAtSeconds: number): Buffer {
  // The purpose in the signed text keeps this token from ever passing for another signed value.
  return createHmac("sha256", secret).update(`order-access|${orderId}|${expiresAtSeconds}`).digest();
}

/** "{order id}.{expiry, unix seconds}.{HMAC-SHA256 with SESSION_SECRET}", safe in a URL path. */
export function signOrderAccess(orderId: number, expiresAt: Date): string {
  const seconds = Math.floor(expiresAt.getTime() / 1000);
  const [current] = getConfig().sessionSecrets;
  return `${orderId}.${seconds}.${signature(current, orderId, seconds).toString("base64url")}`;
}

/**
 * The order a token opens. Every configured secret is tried, so rotating SESSION_SECRET (new one
 * first) keeps the links already sent working; the signature is checked before the expiry, so an
 * altered date reads as forged, not as expired.
 */
export function verifyOrderAccess(token: string, now = new Date()): AccessCheck {
  const match = /^(\d{1,12})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return { ok: false, reason: "forged" };
  const orderId = Number(match[1]);
  const seconds = Number(match[2]);
  // Compared as text: base64url's last character carries two unused bits, so decoding first would
  // let four spellings of one signature pass; only the one this module writes opens the order.
  const given = Buffer.from(match[3]);
  const genuine = getConfig().sessionSecrets.some((secret) =>
    timingSafeEqual(Buffer.from(signature(secret, orderId, seconds).toString("base64url")), given),
  );
  if (!genuine) return { ok: false, reason: "forged" };
  const expiresAt = new Date(seconds * 1000);
  if (expiresAt.getTime() <= now.getTime()) return { ok: false, reason: "expired" };
  return { ok: true, orderId, expiresAt };
}

/** The path of the shopper's order page, opened by a fresh token of the given lifetime. */
export function orderPagePath(orderId: number, lifetime: keyof typeof ACCESS_LIFETIME_MS, now = new Date()): string {
  return `/suivi-commande/${signOrderAccess(orderId, new Date(now.getTime() + ACCESS_LIFETIME_MS[lifetime]))}`;
}
