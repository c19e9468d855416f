import { ApiError, BUSY_ERROR, type ErrorItem } from '@/lib/contract/errors';
import { packMessageValues } from '@/lib/shop/catalogue/pack';
import { pushToast } from './toast-store';

type ToastValues = Record<string, string | number>;

/**
 * Refusals whose toast says in words what the figures of the item (its `params`) mean: the key of
 * the `Toasts` message and how its values are read from them (null: the params are not what the
 * message needs, the generic toast then shows). The pack refusals of docs/decisions/058-trade-terms.md.
 */
const WORDED_REFUSALS: Readonly<Record<string, { message: string; values: (params: NonNullable<ErrorItem['params']>) => ToastValues | null }>> = {
  'messages.basket.packSize': { message: 'basketPack', values: packMessageValues },
  'messages.basket.minQuantity': { message: 'basketPack', values: packMessageValues },
};

const detailOf = (items: readonly ErrorItem[]) => items.map((item) => `[${item.key}] ${item.code}`);

/** The worded toast of the first error item, when it is a refusal with the figures its message needs. */
function wordedRefusal(items: readonly ErrorItem[]): number | null {
  const [first] = items;
  const worded = first?.params ? WORDED_REFUSALS[first.code] : undefined;
  const values = worded && first?.params ? worded.values(first.params) : null;
  if (!worded || !values) return null;
  // a refusal of several lines (a copied order) words the first and lists them all
  return pushToast({ variant: 'error', message: worded.message, values, detail: items.length > 1 ? detailOf(items) : undefined });
}

/**
 * The generic error toast of docs/rules.md#errors: names the screen (a key of `Toasts.screens`) and lists
 * one `[key] code` line per error item in an expandable detail. Without an error list there is
 * no detail, only a logged unknown-error line. A busy backend (503 `messages.busy.tryAgain`, a sign-in
 * rush) is no fault: it gets the warning that asks to try again shortly. A refusal that carries its
 * figures (WORDED_REFUSALS) says them in words instead.
 */
export function showApiError(screenKey: string, error: unknown): number {
  if (error instanceof ApiError && error.hasCode(BUSY_ERROR.code)) return pushToast({ variant: 'warning', message: 'busy' });
  const items = error instanceof ApiError ? error.items : [];
  const worded = wordedRefusal(items);
  if (worded !== null) return worded;
  if (items.length === 0) {
    console.error(`[${screenKey}] unknown error`, error);
  }
  return pushToast({
    variant: 'error',
    message: 'genericError',
    screen: screenKey,
    detail: items.length ? detailOf(items) : undefined,
  });
}
