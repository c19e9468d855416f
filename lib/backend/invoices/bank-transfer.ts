import 'server-only';
import { eq } from 'drizzle-orm';
import { shop } from '@/lib/runtime/config/shop';
import type { BankTransfer } from '@/lib/shop/payments/pay-by-square';
import type { Db } from '../db/client';
import { carts, invoices, paymentMethods } from '../db/schema';
import { isOnAccount } from '../checkout/on-account';

/** True for a method paid by bank transfer: a transfer before delivery, or on account, the invoice's transfer by its due date. */
export function settledByTransfer(payment: { kind: string }): boolean {
  return payment.kind === 'transfer' || isOnAccount(payment);
}

/**
 * True when the order is paid by bank transfer. Read through the cart it consumed: the order keeps
 * the method's name, which on account is the company's own ("Na faktúru so splatnosťou 30 dní").
 */
export async function paidByTransfer(db: Db, order: { cartId: number }): Promise<boolean> {
  const [payment] = await db
    .select({ kind: paymentMethods.kind })
    .from(carts)
    .innerJoin(paymentMethods, eq(paymentMethods.id, carts.paymentMethodId))
    .where(eq(carts.id, order.cartId))
    .limit(1);
  return payment !== undefined && settledByTransfer(payment);
}

/**
 * What the customer still has to transfer for the order: the shop's IBAN, the invoice's variable
 * symbol, unpaid amount with VAT and due date; null when the order is not paid by transfer, has
 * no invoice or is paid.
 */
export async function transferDue(db: Db, order: { id: number; cartId: number }): Promise<BankTransfer | null> {
  if (!(await paidByTransfer(db, order))) return null;
  const [invoice] = await db.select().from(invoices).where(eq(invoices.orderId, order.id)).limit(1);
  if (!invoice || invoice.notPaidCents <= 0) return null;
  return { iban: shop.iban, beneficiary: shop.company, amountCents: invoice.notPaidCents, variableSymbol: invoice.varsymbol, due: invoice.dueTo };
}
