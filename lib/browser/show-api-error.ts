import { ApiError, BUSY_ERROR } from '@/lib/contract/errors';
import { pushToast } from './toast-store';

/**
 * The generic error toast of docs/rules.md#errors: names the screen (a key of `Toasts.screens`) and lists
 * one `[key] code` line per error item in an expandable detail. Without an error list there is
 * no detail, only a logged unknown-error line. A busy backend (503 `messages.busy.tryAgain`, a sign-in
 * rush) is no fault: it gets the warning that asks to try again shortly.
 */
export function showApiError(screenKey: string, error: unknown): number {
  if (error instanceof ApiError && error.hasCode(BUSY_ERROR.code)) return pushToast({ variant: 'warning', message: 'busy' });
  const items = error instanceof ApiError ? error.items : [];
  if (items.length === 0) {
    console.error(`[${screenKey}] unknown error`, error);
  }
  return pushToast({
    variant: 'error',
    message: 'genericError',
    screen: screenKey,
    detail: items.length ? items.map((item) => `[${item.key}] ${item.code}`) : undefined,
  });
}
