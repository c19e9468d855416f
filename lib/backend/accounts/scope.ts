import 'server-only';
import { eq, type SQL } from 'drizzle-orm';
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
