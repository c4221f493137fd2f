/**
 * How long a newsletter sign-up never confirmed from its email is kept (decision 112), part of
 * `RETENTION`. A module of its own: the footer states it on every page, and importing it alone
 * keeps the other durations out of every page's first load.
 */
export const NEWSLETTER_UNCONFIRMED_DAYS = 7;
