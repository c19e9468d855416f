import 'server-only';

/** E-mail addresses are stored and compared lower-cased and trimmed, so `Demo@X.sk` and `demo@x.sk` are one account. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
