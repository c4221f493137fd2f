import { SECURITY_TRACE_MS } from "../platform/security-traces";
import { NEWSLETTER_UNCONFIRMED_DAYS } from "./newsletter-unconfirmed";

// The durations alone, free of date arithmetic: the footer's newsletter form (in every page's
// script) states one of them, and must not bring the time-zone code of the cutoffs along.

/**
 * How long the shop keeps each kind of personal data (docs/decisions/091). The privacy page states
 * these numbers and the retention job applies them: both read this object, so they cannot differ.
 */
export const RETENTION = {
  /**
   * Name, email and address of an order, and what the shopper wrote: from the order's day, or
   * until it closes if later (`hasWorkLeft`: a parcel to send, money owed back).
   */
  orderContactYears: 3,
  /**
   * Invoices and credit notes (Code de commerce L123-22): ten years from the close of the
   * financial year they belong to, taken as the calendar year in Paris.
   */
  accountingYears: 10,
  /** The text of an email once sent (or given up): long enough to answer "I never got it". */
  emailBodyMonths: 6,
  /** Counted attempts behind the sign-in, checkout and order-lookup limits (they hold an IP). */
  securityTraceMinutes: SECURITY_TRACE_MS / 60_000,
  /** A "Me prévenir du retour" request never confirmed from its email (decision 095). */
  stockAlertUnconfirmedDays: 7,
  /** A confirmed request whose format never came back; one whose alert went is deleted at once. */
  stockAlertMonths: 12,
  newsletterUnconfirmedDays: NEWSLETTER_UNCONFIRMED_DAYS,
  /**
   * A checkout reminder's consent and address (decision 113): long enough for the reminder to
   * go after the owner's longest delay, then erased whether it went or not.
   */
  checkoutReminderDays: 7,
} as const;
