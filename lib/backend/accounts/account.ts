import 'server-only';
import { eq } from 'drizzle-orm';
import type { CompanyRole } from '@/lib/contract/schemas/user';
import type { Db } from '../db/client';
import { COMPANY_ROLES, customers } from '../db/schema';
import type { Customer } from '../session';

/** What a person does in their company (docs/decisions/059-company-accounts.md, who may do what). */
export type { CompanyRole };

/** The columns that place a person in their company. */
export type Person = Pick<Customer, 'id' | 'companyAccountId' | 'role'>;

/**
 * The person's account: the owner's `customers.id` (the company), which is the person's own id for
 * an owner. Never called "company id", which is the IČO (`company_id`).
 */
export function accountIdOf(person: Pick<Customer, 'id' | 'companyAccountId'>): number {
  return person.companyAccountId ?? person.id;
}

const isRole = (value: string): value is CompanyRole => (COMPANY_ROLES as readonly string[]).includes(value);

/** The person's role; the column's CHECK allows only the three, so the fallback is never reached in practice. */
export function roleOf(person: Pick<Customer, 'role'>): CompanyRole {
  return isRole(person.role) ? person.role : 'owner';
}

/** Whether the person is their company's owner (the row without `company_account_id`). */
export const isOwner = (person: Pick<Customer, 'companyAccountId'>) => person.companyAccountId === null;

/**
 * The account's row (the owner's), where the company's name, identifiers, price list, payment terms
 * and credit limit live: the person's own row for an owner, else one read by primary key.
 */
export async function accountRowOf(db: Db, person: Customer): Promise<Customer> {
  if (person.companyAccountId === null) return person;
  const [owner] = await db.select().from(customers).where(eq(customers.id, person.companyAccountId)).limit(1);
  if (!owner) throw new Error(`account ${person.companyAccountId} of customer ${person.id} not found`);
  return owner;
}

/** A buyer's limit per order excluding VAT, in cents; null for an owner, or a buyer without one (docs/decisions/059-company-accounts.md). */
export function orderLimitOf(person: Pick<Customer, 'role' | 'orderLimitCents'>): number | null {
  return roleOf(person) === 'buyer' ? person.orderLimitCents : null;
}
