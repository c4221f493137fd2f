/**
 * How long a counted attempt of the rate limits (it holds an IP) is kept: longer than any
 * bucket's window, and the period the privacy page states (RETENTION reads it, decision 091).
 */
export const SECURITY_TRACE_MS = 60 * 60_000;
