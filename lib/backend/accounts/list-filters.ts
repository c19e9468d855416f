import 'server-only';
import { and, asc, eq, or, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { buildingSites, customers, invoices, orders } from '../db/schema';
import { wholeNumber } from '../path-params';
import { accountIdOf, roleOf, type Person } from './account';

/**
 * The company-wide lists' filters (docs/decisions/059-company-accounts.md, company-wide views):
 * `?person=` (who placed the order) and `?site=` (the building site) on the extension lists. They
 * only narrow what readableOrders/readableInvoices already allow, so a person or site of another
 * account simply matches nothing; a buyer has no person filter (they see only their own).
 */
export interface ListFilter {
  person: number | null;
  site: number | null;
}

/** The filter of the request's query string; a value that is not a whole number is no filter. */
export function listFilterOf(url: URL, person: Person): ListFilter {
  const read = (name: string) => wholeNumber(url.searchParams.get(name) ?? '');
  return { person: roleOf(person) === 'buyer' ? null : read('person'), site: read('site') };
}

/** The orders' condition for the filter (undefined: no filter). */
export function ordersFilter(filter: ListFilter): SQL | undefined {
  return and(filter.person === null ? undefined : eq(orders.customerId, filter.person), filter.site === null ? undefined : eq(orders.siteId, filter.site));
}

/** The invoices' condition: by who placed the invoiced order (the invoice's customer) and that order's site. */
export function invoicesFilter(filter: ListFilter): SQL | undefined {
  return and(filter.person === null ? undefined : eq(invoices.customerId, filter.person), filter.site === null ? undefined : eq(orders.siteId, filter.site));
}

export interface FilterOption {
  id: number;
  name: string;
}

/** A person's name as the lists show it: the name, else the e-mail. */
export function personName(row: { firstName: string; lastName: string; email: string }): string {
  return [row.firstName, row.lastName].filter(Boolean).join(' ') || row.email;
}

/**
 * What the filter bar offers: the account's people (owner and accountant only; removed people stay,
 * their orders do too) and its building sites, archived ones included (old orders still carry them).
 */
export async function filterOptions(db: Db, person: Person): Promise<{ people: FilterOption[]; sites: FilterOption[] }> {
  const account = accountIdOf(person);
  const [people, sites] = await Promise.all([
    roleOf(person) === 'buyer'
      ? Promise.resolve([])
      : db
          .select({ id: customers.id, firstName: customers.firstName, lastName: customers.lastName, email: customers.email })
          .from(customers)
          .where(or(eq(customers.id, account), eq(customers.companyAccountId, account)))
          .orderBy(asc(customers.id)),
    db
      .select({ id: buildingSites.id, name: buildingSites.name })
      .from(buildingSites)
      .where(eq(buildingSites.accountId, account))
      .orderBy(asc(buildingSites.name)),
  ]);
  return { people: people.map((p) => ({ id: p.id, name: personName(p) })), sites };
}
