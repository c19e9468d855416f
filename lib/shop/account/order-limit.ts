import { ApiError } from '@/lib/contract/errors';
import type { User } from '@/lib/contract/schemas/user';
import { toCents } from '@/lib/shared/format/money';

/** The placing call's refusal of a buyer's order over their limit (docs/decisions/059-company-accounts.md). */
export const NEEDS_APPROVAL = 'messages.order.needsApproval';

/** A buyer's order over their limit: the limit and the order's total excluding VAT in cents, where the backend named them. */
export interface OverLimit {
  limitCents: number | null;
  orderCents: number | null;
}

const centsOf = (value: unknown): number | null => {
  if (typeof value !== 'number' && typeof value !== 'string') return null;
  try {
    return toCents(value);
  } catch {
    return null;
  }
};

/** The over-limit refusal a placement failed with (409 messages.order.needsApproval), or null for any other failure. */
export function overLimitOf(error: unknown): OverLimit | null {
  if (!(error instanceof ApiError)) return null;
  const item = error.items.find((i) => i.code === NEEDS_APPROVAL);
  return item ? { limitCents: centsOf(item.params?.limit), orderCents: centsOf(item.params?.order) } : null;
}

/**
 * The signed-in buyer's limit in cents when the order (total excluding VAT, in cents) passes it, else
 * null: an owner, a buyer without a limit, or an upstream without company accounts (no role: owner).
 */
export function limitPassed(user: Pick<User, 'role' | 'order_limit_exc_vat'> | null, orderCents: number): number | null {
  if (!user || user.role !== 'buyer' || user.order_limit_exc_vat == null) return null;
  const limitCents = Math.round(user.order_limit_exc_vat * 100);
  return orderCents > limitCents ? limitCents : null;
}

/** Whether the person may send an order for approval: a buyer (a role only an upstream with company accounts sends). */
export const maySubmitForApproval = (user: Pick<User, 'role'> | null) => user?.role === 'buyer';
