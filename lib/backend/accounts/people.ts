import 'server-only';
import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { customers } from '../db/schema';
import { money } from '../http';
import { revokeAllSessions, type Customer } from '../session';
import { roleOf } from './account';
import type { InvitationRow } from './invitations';

/**
 * Removes a colleague from the account (docs/decisions/059-company-accounts.md): `active` false and
 * `removed_at` set, so every session of theirs fails the session check at once (sessionHolds) and
 * they cannot sign in; their sessions are deleted too. Their orders, invoices and carts stay. Never
 * the owner's row (it has no `company_account_id`), never a person of another account. Whether
 * someone was removed.
 */
export async function removePerson(db: Db, accountId: number, personId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const removed = await tx
      .update(customers)
      .set({ active: false, removedAt: new Date() })
      .where(and(eq(customers.id, personId), eq(customers.companyAccountId, accountId)))
      .returning({ id: customers.id });
    if (removed.length === 0) return false;
    await revokeAllSessions(tx, personId);
    return true;
  });
}

/** The account's people, the owner first, then colleagues in the order they joined. */
export function peopleOf(db: Db, accountId: number): Promise<Customer[]> {
  return db
    .select()
    .from(customers)
    .where(or(eq(customers.id, accountId), eq(customers.companyAccountId, accountId)))
    .orderBy(sql`${customers.companyAccountId} is not null`, asc(customers.id));
}

/** A colleague of the account (never the owner), removed or not, or null. */
export async function colleagueOf(db: Db, accountId: number, personId: number): Promise<Customer | null> {
  const [row] = await db
    .select()
    .from(customers)
    .where(and(eq(customers.id, personId), eq(customers.companyAccountId, accountId)))
    .limit(1);
  return row ?? null;
}

/** Cents of a limit in euros; null stays null, and an accountant has none. */
export function limitCents(role: string, limit: number | null): number | null {
  return role === 'buyer' && limit !== null ? Math.round(limit * 100) : null;
}

/** A person as the contract's people list shows them. */
export function personPayload(person: Customer) {
  return {
    id: person.id,
    email: person.email,
    first_name: person.firstName,
    last_name: person.lastName,
    role: roleOf(person),
    order_limit_exc_vat: person.orderLimitCents === null ? null : money(person.orderLimitCents),
    active: person.active && person.removedAt === null,
  };
}

/** An invitation as the contract's people list shows it. */
export function invitationPayload(invitation: InvitationRow) {
  return {
    email: invitation.email,
    role: invitation.role === 'accountant' ? ('accountant' as const) : ('buyer' as const),
    order_limit_exc_vat: invitation.orderLimitCents === null ? null : money(invitation.orderLimitCents),
    expires_at: invitation.expiresAt.toISOString(),
    expired: invitation.expiresAt <= new Date(),
  };
}
