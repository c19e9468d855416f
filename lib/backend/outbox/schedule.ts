/**
 * How long a claim holds an outbox row (mail and e-invoices alike). Longer than one delivery can
 * take (mail/deliver.ts bounds SMTP to well under a minute), so a live sender never loses its row;
 * a crashed sender's rows are due again once it has passed.
 */
export const LEASE_SECONDS = 300;
/** Waits before the 2nd, 3rd, … attempt: 1 min, 5 min, 30 min, 2 h, 6 h; then the row is given up. */
export const RETRY_DELAYS_SECONDS = [60, 300, 1800, 7200, 21_600] as const;
/** The attempts before a row is given up: the first and one after each wait. */
export const MAX_ATTEMPTS = RETRY_DELAYS_SECONDS.length + 1;
