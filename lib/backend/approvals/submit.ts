import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { ErrorItem } from '@/lib/contract/errors';
import type { Db } from '../db/client';
import { buildingSites, carts, customers, orderApprovals } from '../db/schema';
import { lockCustomerCart } from '../cart/cart-store';
import { queueMail } from '../mail/outbox';
import { approvalRequestedMail } from '../mail/templates/approval';
import { draftOfCart, limitRefusal } from '../orders/place-order';
import { orderLimitOf } from '../accounts/account';
import type { Customer } from '../session';

export type SubmitResult =
  { kind: 'submitted' | 'already-submitted'; approvalId: number } | { kind: 'not-found' } | { kind: 'invalid'; status: number; errors: ErrorItem[] };

/** Submitting an order a buyer may place themselves: the storefront places it instead. */
const NOT_NEEDED: ErrorItem = { key: 'basket', code: 'messages.approval.notNeeded' };

/** The requester's display name in mails: their name, else their e-mail. */
export const nameOf = (person: Pick<Customer, 'firstName' | 'lastName' | 'email'>) => `${person.firstName} ${person.lastName}`.trim() || person.email;

/**
 * Submits the buyer's open cart for the owner's approval (docs/decisions/059-company-accounts.md) in
 * ONE transaction, under the buyer's cart lock (a double submit waits, then finds the request): the
 * cart is priced and checked as placing does (empty, packs, checkout choices), must pass the buyer's
 * limit, is frozen (status `approval`, which no basket call changes), recorded in an order_approvals
 * row with its total excluding VAT, replaced by a new empty open cart of the same site, and the
 * owner's mail is queued in the outbox.
 */
export async function submitForApproval(db: Db, person: Customer, cartId: number): Promise<SubmitResult> {
  return db.transaction(async (tx) => {
    await lockCustomerCart(tx, person.id);
    const [cart] = await tx
      .select()
      .from(carts)
      .where(and(eq(carts.id, cartId), eq(carts.customerId, person.id)))
      .for('update');
    if (!cart) return { kind: 'not-found' };
    if (cart.status !== 'open') {
      const [earlier] = await tx.select({ id: orderApprovals.id }).from(orderApprovals).where(eq(orderApprovals.cartId, cart.id)).limit(1);
      return earlier ? { kind: 'already-submitted', approvalId: earlier.id } : { kind: 'not-found' };
    }
    const draft = await draftOfCart(tx, cart, person.email);
    if ('errors' in draft) return { kind: 'invalid', ...draft };
    const total = draft.totals.totalExcVat;
    if (!limitRefusal(orderLimitOf(person), total)) return { kind: 'invalid', status: 409, errors: [NOT_NEEDED] };

    const now = new Date();
    await tx.update(carts).set({ status: 'approval', updatedAt: now }).where(eq(carts.id, cart.id));
    const [request] = await tx
      .insert(orderApprovals)
      .values({ accountId: cart.accountId, requesterId: person.id, cartId: cart.id, siteId: cart.siteId, totalExcVatCents: total })
      .returning({ id: orderApprovals.id });
    if (!request) throw new Error('approval not inserted');
    await tx.insert(carts).values({ customerId: person.id, accountId: cart.accountId, siteId: cart.siteId });

    const [owner] = await tx.select({ email: customers.email }).from(customers).where(eq(customers.id, cart.accountId));
    const [site] = cart.siteId === null ? [] : await tx.select({ name: buildingSites.name }).from(buildingSites).where(eq(buildingSites.id, cart.siteId));
    if (owner) {
      const mail = approvalRequestedMail({ requester: nameOf(person), totalExcVatCents: total, site: site?.name ?? null });
      await queueMail(tx, { to: owner.email, kind: 'approval-requested', ...mail });
    }
    return { kind: 'submitted', approvalId: request.id };
  });
}
