import { rememberingCookie } from "../platform/cookies.server";
import type { Bucket } from "../platform/rate-limit.server";

const MINUTE = 60_000;

/**
 * Sign-in limits (docs/decisions/025). Each attempt is counted before the password is checked.
 * - per email and client: 5 tries in 15 minutes, what guessing one account from one place gets;
 * - per client: 20 tries in 15 minutes, whatever the emails (several people may share an address);
 * - per email, from anywhere: 50 tries an hour, the slow global limit against a guesser spread over
 *   many addresses. A browser that already signed in to that account is exempt from this last one,
 *   so no stranger can lock the owner out from another address.
 */
export const LOGIN_LIMITS = {
  emailAndClient: { max: 5, windowMs: 15 * MINUTE },
  client: { max: 20, windowMs: 15 * MINUTE },
  email: { max: 50, windowMs: 60 * MINUTE },
} as const;

export function emailAndClientKey(email: string, client: string) {
  return `login:email+client:${email}|${client}`;
}

export function loginBuckets(email: string, client: string, knownDevice: boolean): Bucket[] {
  const buckets: Bucket[] = [
    { key: emailAndClientKey(email, client), ...LOGIN_LIMITS.emailAndClient },
    { key: `login:client:${client}`, ...LOGIN_LIMITS.client },
  ];
  if (!knownDevice) buckets.push({ key: `login:email:${email}`, ...LOGIN_LIMITS.email });
  return buckets;
}

// Signed, so a stranger cannot claim to be a browser the owner signed in from.
const knownDevices = rememberingCookie("__device", { maxAgeSeconds: 60 * 60 * 24 * 365, keep: 5 });

/** Whether this browser has signed in to `email` before. */
export const isKnownDevice = knownDevices.has;

/** The Set-Cookie that marks this browser as one `email` signed in from. */
export const rememberDevice = knownDevices.remember;
