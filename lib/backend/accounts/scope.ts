import 'server-only';
import { and, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { invoices, orders } from '../db/schema';
import { accountIdOf, roleOf, type Person } from './account';

/**
 * The one place that says which orders and invoices a person may read (docs/decisions/059-company-accounts.md):
 * owner and accountant the whole account's, a buyer only the orders they placed and those orders'
 * invoices. Every reader of orders or invoices for a customer (lists, detail, PDF, e-invoice,
 * exports, copying into the basket) filters by these; a record outside them is answered 404.
 */
export function readableOrders(person: Person): SQL {
  return roleOf(person) === 'buyer' ? eq(orders.customerId, person.id) : eq(orders.accountId, accountIdOf(person));
}

/** The invoices the person may read: as readableOrders (an invoice's customer_id is who placed its order). */
export function readableInvoices(person: Person): SQL {
  return roleOf(person) === 'buyer' ? eq(invoices.customerId, person.id) : eq(invoices.accountId, accountIdOf(person));
}

/**
 * One order the person may read, whole (the order detail; the card payment calls, since whoever may
 * see a card order may pay it); null for an unknown id or one out of reach.
 */
export async function readableOrder(db: Db, person: Person, orderId: number): Promise<typeof orders.$inferSelect | null> {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), readableOrders(person)))
    .limit(1);
  return order ?? null;
}
