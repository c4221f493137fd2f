/**
 * Where a shopper's own words start in an order's timeline entry (a withdrawal's reason): the
 * retention job cuts them there (privacy/retention-periods.ts says when).
 */
export const REASON_MARK = " ; motif : ";
