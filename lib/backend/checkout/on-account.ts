import 'server-only';

/** The payment method kind of buying on account (docs/decisions/058-trade-terms.md). */
export const ON_ACCOUNT = 'account';

/** Whether the payment method is buying on account. */
export const isOnAccount = (payment: { kind: string }) => payment.kind === ON_ACCOUNT;

/** The days the company's invoices are due in when it buys on account; null: it prepays. */
export const termsOf = (customer: { paymentTermsDays: number | null }) =>
  customer.paymentTermsDays !== null && customer.paymentTermsDays > 0 ? customer.paymentTermsDays : null;

/** Slovak plural of days: 1 deň, 2–4 dni, 0 and 5 or more dní. */
function days(n: number): string {
  if (n === 1) return 'deň';
  return n >= 2 && n <= 4 ? 'dni' : 'dní';
}

/** The on-account method's name for a company with these terms, as listed, placed and printed. */
export function onAccountName(dueDays: number): string {
  return `Na faktúru so splatnosťou ${dueDays} ${days(dueDays)}`;
}
