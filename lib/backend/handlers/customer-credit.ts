import 'server-only';
import { settings } from '@/lib/runtime/config/env';
import { termsOf } from '../checkout/on-account';
import { availableCents, companyBalance } from '../credit/company-credit';
import type { CustomerHandler } from '../customer-guard';
import { money, ok } from '../http';
import { accountRowOf, roleOf } from '../accounts/account';

/**
 * GET /x/customer/credit (an extension): the signed-in company's terms, limit and what it owes now,
 * with VAT (docs/decisions/058-trade-terms.md); `credit: null` for a company that prepays. Only
 * ever the session's own company (its account's row), and null to a buyer, who is not shown the
 * company's finances (docs/decisions/059-company-accounts.md).
 */
export const getCustomerCredit: CustomerHandler = async ({ db, customer: person }) => {
  if (roleOf(person) === 'buyer') return ok({ credit: null });
  const customer = await accountRowOf(db, person);
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
