/**
 * How email addresses are compared everywhere (an admin's sign-in, a shopper's order lookup, a
 * customer's data request): what a person types and what Stripe hands back may differ in case.
 */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}
