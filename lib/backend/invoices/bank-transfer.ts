import 'server-only';
import { eq } from 'drizzle-orm';
import { shop } from '@/lib/runtime/config/shop';
import type { BankTransfer } from '@/lib/shop/payments/pay-by-square';
import type { Db } from '../db/client';
import { invoices, paymentMethods } from '../db/schema';

/** True when the order's payment method is a bank transfer (the order keeps the method's name, not its id). */
export async function paidByTransfer(db: Db, paymentName: string): Promise<boolean> {
  const [payment] = await db.select({ kind: paymentMethods.kind }).from(paymentMethods).where(eq(paymentMethods.name, paymentName)).limit(1);
  return payment?.kind === 'transfer';
}

/**
 * What the customer still has to transfer for the order: the shop's IBAN, the invoice's variable
 * symbol, unpaid amount with VAT and due date; null when the order is not paid by transfer, has
 * no invoice or is paid.
 */
export async function transferDue(db: Db, order: { id: number; paymentName: string }): Promise<BankTransfer | null> {
  if (!(await paidByTransfer(db, order.paymentName))) return null;
  const [invoice] = await db.select().from(invoices).where(eq(invoices.orderId, order.id)).limit(1);
  if (!invoice || invoice.notPaidCents <= 0) return null;
  return { iban: shop.iban, beneficiary: shop.company, amountCents: invoice.notPaidCents, variableSymbol: invoice.varsymbol, due: invoice.dueTo };
}
