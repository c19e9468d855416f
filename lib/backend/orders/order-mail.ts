import 'server-only';
import { shop } from '@/lib/runtime/config/shop';
import type { Db } from '../db/client';
import { queueMail } from '../mail/outbox';
import { orderPlacedMail, type PlacedOrderMail } from '../mail/templates/order-placed';

/** What the confirmation tells, as the placing transaction has just written it. */
export type PlacedOrderFacts = Omit<PlacedOrderMail, 'transfer'> & { paidByTransfer: boolean };

/**
 * Queues the order confirmation in the mail outbox, inside the transaction that places the order
 * (`tx`): the order and its mail commit together. A later delivery failure never undoes the order.
 * Built from what the placing holds (it wrote those rows a moment ago), so it reads nothing back.
 */
export async function queueOrderMail(tx: Db, { paidByTransfer, ...order }: PlacedOrderFacts, to: string): Promise<void> {
  // a fresh invoice is wholly unpaid: the transfer asks for its whole amount
  const transfer = paidByTransfer
    ? { iban: shop.iban, beneficiary: shop.company, amountCents: order.totalWithVatCents, variableSymbol: order.invoiceNumber, due: order.dueTo }
    : null;
  await queueMail(tx, { to, kind: 'order-placed', ...orderPlacedMail({ ...order, transfer }) });
}
