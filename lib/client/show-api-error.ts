import { ApiError } from '@/lib/api/errors';
import { pushToast } from './toast-store';

/**
 * The generic error toast of spec §8: names the screen (a key of `Toasts.screens`) and lists
 * one `[key] code` line per error item in an expandable detail. Without an error list there is
 * no detail, only a logged unknown-error line.
 */
export function showApiError(screenKey: string, error: unknown): number {
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
