import { ApiError, BUSY_ERROR } from '@/lib/contract/errors';

/** Error codes of POST /sign/in (docs/rules.md#errors). */
export const SIGN_IN_CODES = {
  notAllowed: 'messages.validation.email.notAllowed',
  /** a person the company's owner removed (docs/decisions/059-company-accounts.md); an upstream without company accounts never sends it */
  removed: 'messages.company.removed',
  notExists: 'messages.validation.email.notExists',
  incorrect: 'messages.validation.password.incorrect',
} as const;

export interface SignInFailure {
  /** a key of `Toasts` shown as a warning; null means the generic error toast */
  toast: 'userNotActivated' | 'userRemoved' | 'userNotExists' | 'wrongPassword' | 'rateLimited' | 'busy' | null;
  /** the field to mark, with a `Forms` key */
  field?: { name: 'email' | 'password'; message: string };
}

/** Maps a failed sign-in to what the login form shows (docs/rules.md#errors, plus the rate limit and a rush's 503). */
export function signInFailure(error: unknown): SignInFailure {
  if (!(error instanceof ApiError)) return { toast: null };
  if (error.status === 429 || error.hasKey('rateLimit')) return { toast: 'rateLimited' };
  if (error.hasCode(BUSY_ERROR.code)) return { toast: 'busy' };
  if (error.hasCode(SIGN_IN_CODES.removed)) return { toast: 'userRemoved', field: { name: 'email', message: 'forms.userRemoved' } };
  if (error.hasCode(SIGN_IN_CODES.notAllowed)) return { toast: 'userNotActivated', field: { name: 'email', message: 'forms.userNotActivated' } };
  if (error.hasCode(SIGN_IN_CODES.notExists)) return { toast: 'userNotExists', field: { name: 'email', message: 'forms.userNotExists' } };
  if (error.hasCode(SIGN_IN_CODES.incorrect)) return { toast: 'wrongPassword', field: { name: 'password', message: 'forms.wrongPassword' } };
  return { toast: null };
}
