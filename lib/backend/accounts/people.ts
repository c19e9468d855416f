import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { customers } from '../db/schema';

/**
 * Removes a colleague from the account (docs/decisions/059-company-accounts.md): `active` false and
 * `removed_at` set, so every session of theirs fails the session check at once (sessionHolds) and
 * they cannot sign in; their orders, invoices and carts stay. Never the owner's row (it has no
 * `company_account_id`), never a person of another account. Whether someone was removed.
 */
export async function removePerson(db: Db, accountId: number, personId: number): Promise<boolean> {
  const removed = await db
    .update(customers)
    .set({ active: false, removedAt: new Date() })
    .where(and(eq(customers.id, personId), eq(customers.companyAccountId, accountId)))
    .returning({ id: customers.id });
  return removed.length > 0;
}
