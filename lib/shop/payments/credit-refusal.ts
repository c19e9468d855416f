import { ApiError, type ErrorItem } from '@/lib/contract/errors';
import { toCents } from '@/lib/shared/format/money';

/**
 * Why an order on account was refused (docs/decisions/058-trade-terms.md), with the figures in cents
 * where the backend named them: an upstream may send the code without `params`, and the message then
 * says what happened without the figures.
 */
export type CreditRefusal =
  | { reason: 'creditLimit'; figures: { limitCents: number; openCents: number; orderCents: number } | null }
  | { reason: 'overdue'; figures: { overdueCents: number; days: number } | null };

const CREDIT_LIMIT = 'messages.order.creditLimit';
const OVERDUE = 'messages.order.overdue';

/** A param as cents (money) or a whole number (days); null when missing or not a number. */
function cents(params: ErrorItem['params'], name: string): number | null {
  const value = params?.[name];
  if (value === undefined) return null;
  try {
    return toCents(value);
  } catch {
    return null;
  }
}

function wholeNumber(params: ErrorItem['params'], name: string): number | null {
  const value = Number(params?.[name]);
  return Number.isInteger(value) && value >= 0 ? value : null;
}

/** The refusal an order placement failed with, or null for any other failure. */
export function creditRefusalOf(error: unknown): CreditRefusal | null {
  if (!(error instanceof ApiError)) return null;
  const item = error.items.find((i) => i.code === CREDIT_LIMIT || i.code === OVERDUE);
  if (!item) return null;
  if (item.code === CREDIT_LIMIT) {
    const [limitCents, openCents, orderCents] = ['limit', 'open', 'order'].map((name) => cents(item.params, name));
    const complete = limitCents != null && openCents != null && orderCents != null;
    return { reason: 'creditLimit', figures: complete ? { limitCents, openCents, orderCents } : null };
  }
  const overdueCents = cents(item.params, 'overdue');
  const days = wholeNumber(item.params, 'days');
  return { reason: 'overdue', figures: overdueCents !== null && days !== null ? { overdueCents, days } : null };
}
