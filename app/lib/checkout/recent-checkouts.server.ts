import { rememberingCookie } from "../platform/cookies.server";

// The /success page asks Stripe only about orders this very browser started, so a stranger
// cycling session ids through /success cannot make the shop call Stripe for them.
const recentCheckouts = rememberingCookie("__checkouts", { maxAgeSeconds: 60 * 60 * 24, keep: 5 });

export const rememberCheckout = recentCheckouts.remember;
export const startedInThisBrowser = recentCheckouts.has;
