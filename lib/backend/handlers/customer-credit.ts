import 'server-only';
import { settings } from '@/lib/runtime/config/env';
import { termsOf } from '../checkout/on-account';
import { availableCents, companyBalance } from '../credit/company-credit';
import type { CustomerHandler } from '../customer-guard';
import { money, ok } from '../http';

/**
 * GET /x/customer/credit (an extension): the signed-in company's terms, limit and what it owes now,
 * with VAT (docs/decisions/058-trade-terms.md); `credit: null` for a company that prepays. Only
 * ever the session's own company.
 */
export const getCustomerCredit: CustomerHandler = async ({ db, customer }) => {
  const dueDays = termsOf(customer);
  if (dueDays === null) return ok({ credit: null });
  const balance = await companyBalance(db, customer.id, new Date(), settings().CREDIT_GRACE_DAYS);
  const available = availableCents(customer, balance);
  return ok({
    credit: {
      due_days: dueDays,
      limit: customer.creditLimitCents === null ? null : money(customer.creditLimitCents),
      open: money(balance.openCents),
      available: available === null ? null : money(available),
      overdue: money(balance.overdueCents),
      overdue_count: balance.overdueCount,
    },
  });
};
