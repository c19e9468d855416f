import 'server-only';
import { and, asc, eq, gt, inArray, lt } from 'drizzle-orm';
import { normalizeEmail } from '../auth/email';
import type { Db } from '../db/client';
import { customers, invoices } from '../db/schema';

/** An invoice the operator marked paid: what was still owed on it (with VAT, cents; 0 when it was paid already). */
export interface PaidInvoice {
  number: string;
  owedCents: number;
  dueTo: Date;
}

/** Which of the company's invoices were paid: these numbers, or every one past its due date. */
export type PaidSelection = { numbers: readonly string[] } | { overdueAt: Date };

export type PaymentFailure = { failure: 'unknownCustomer' } | { failure: 'unknownInvoice'; numbers: string[] };

/**
 * Records that invoices of the company of `email` were paid in full: their `not_paid_cents` becomes 0,
 * which is what every reader of an invoice's paid state looks at (the balance and credit check, the
 * invoices page, the PDF's transfer instructions; docs/decisions/058-trade-terms.md). A number that is
 * not the company's changes nothing at all.
 */
export async function recordPayments(db: Db, email: string, selection: PaidSelection): Promise<PaidInvoice[] | PaymentFailure> {
  return db.transaction(async (tx) => {
    const [company] = await tx
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.email, normalizeEmail(email)))
      .limit(1);
    if (!company) return { failure: 'unknownCustomer' };
    const which =
      'numbers' in selection ? inArray(invoices.number, [...selection.numbers]) : and(lt(invoices.dueTo, selection.overdueAt), gt(invoices.notPaidCents, 0));
    const found = await tx
      .select({ id: invoices.id, number: invoices.number, owedCents: invoices.notPaidCents, dueTo: invoices.dueTo })
      .from(invoices)
      .where(and(eq(invoices.customerId, company.id), which))
      .orderBy(asc(invoices.dueTo), asc(invoices.number))
      .for('update');
    if ('numbers' in selection) {
      const missing = selection.numbers.filter((n) => !found.some((f) => f.number === n));
      if (missing.length > 0) return { failure: 'unknownInvoice', numbers: [...new Set(missing)] };
    }
    const owing = found.filter((f) => f.owedCents > 0).map((f) => f.id);
    if (owing.length > 0) await tx.update(invoices).set({ notPaidCents: 0 }).where(inArray(invoices.id, owing));
    return found.map(({ number, owedCents, dueTo }) => ({ number, owedCents, dueTo }));
  });
}
