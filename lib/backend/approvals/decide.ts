import 'server-only';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { ErrorItem } from '@/lib/contract/errors';
import { MAX_QUANTITY } from '@/lib/contract/values';
import type { Db } from '../db/client';
import { cartLines, carts, customers, orderApprovals } from '../db/schema';
import { lockCustomerCart } from '../cart/cart-store';
import { queueMail } from '../mail/outbox';
import { approvalRejectedMail } from '../mail/templates/approval';
import { placeCartOrderIn } from '../orders/place-order';
import { accountIdOf } from '../accounts/account';
import type { Customer } from '../session';

export type DecisionResult = { kind: 'decided'; placed: boolean } | { kind: 'not-found' } | { kind: 'invalid'; status: number; errors: ErrorItem[] };

/** Deciding a request already decided otherwise (approving a rejected one, rejecting an approved or rejected one). */
const DECIDED: ErrorItem = { key: 'approval', code: 'messages.approval.decided' };

type RequestRow = typeof orderApprovals.$inferSelect;

/** The owner's account's request `id`, locked until the transaction ends: every decision on it waits here. Another account's is null (404). */
async function lockRequest(tx: Db, owner: Customer, id: number): Promise<RequestRow | null> {
  const [row] = await tx
    .select()
    .from(orderApprovals)
    .where(and(eq(orderApprovals.id, id), eq(orderApprovals.accountId, accountIdOf(owner))))
    .for('update');
  return row ?? null;
}

/**
 * Approves the request (docs/decisions/059-company-accounts.md): under its row lock, places the
 * frozen cart as the requester's order through the same placement (stock, the account's prices and
 * credit as they are now; their limit no longer applies) and records who approved. Exactly once: a
 * second approval, concurrent or later, waits for the lock and answers the same order. A refused
 * placement leaves the request pending and answers the placement's errors.
 */
export async function approveRequest(db: Db, owner: Customer, id: number): Promise<DecisionResult> {
  return db.transaction(async (tx) => {
    const request = await lockRequest(tx, owner, id);
    if (!request) return { kind: 'not-found' };
    if (request.state === 'approved') return { kind: 'decided', placed: false };
    if (request.state !== 'pending') return { kind: 'invalid', status: 409, errors: [DECIDED] };
    const [requester] = await tx.select({ email: customers.email }).from(customers).where(eq(customers.id, request.requesterId));
    if (!requester) return { kind: 'not-found' };
    const placed = await placeCartOrderIn(tx, request.requesterId, requester.email, request.cartId, false, { approvedBy: owner.id });
    if (placed.kind === 'invalid') return placed;
    if (placed.kind === 'not-found') throw new Error(`approval ${id}: its cart ${request.cartId} is neither frozen nor ordered`);
    await tx
      .update(orderApprovals)
      .set({ state: 'approved', orderId: placed.orderId, decidedBy: owner.id, decidedAt: new Date() })
      .where(eq(orderApprovals.id, id));
    return { kind: 'decided', placed: placed.kind === 'placed' };
  });
}

/** The requester's open cart of the site (null: no site), created when missing; call under lockCustomerCart. */
async function openCartOfSite(tx: Db, request: RequestRow): Promise<number> {
  const [open] = await tx
    .select({ id: carts.id })
    .from(carts)
    .where(and(eq(carts.customerId, request.requesterId), eq(carts.status, 'open'), sql`${carts.siteId} IS NOT DISTINCT FROM ${request.siteId}`))
    .orderBy(desc(carts.id))
    .limit(1);
  if (open) return open.id;
  const [created] = await tx
    .insert(carts)
    .values({ customerId: request.requesterId, accountId: request.accountId, siteId: request.siteId })
    .returning({ id: carts.id });
  if (!created) throw new Error('cart not created');
  return created.id;
}

/**
 * Rejects the request with the owner's note: under its row lock, marks it rejected, returns the
 * frozen cart's lines to the requester's open cart of that site (adding to what is there, at most
 * MAX_QUANTITY a line) and queues the requester's mail with the note. The frozen cart keeps its lines,
 * which the lists show.
 */
export async function rejectRequest(db: Db, owner: Customer, id: number, note: string): Promise<DecisionResult> {
  return db.transaction(async (tx) => {
    const request = await lockRequest(tx, owner, id);
    if (!request) return { kind: 'not-found' };
    if (request.state !== 'pending') return { kind: 'invalid', status: 409, errors: [DECIDED] };
    const now = new Date();
    await tx.update(orderApprovals).set({ state: 'rejected', note, decidedBy: owner.id, decidedAt: now }).where(eq(orderApprovals.id, id));
    await tx.update(carts).set({ status: 'rejected', updatedAt: now }).where(eq(carts.id, request.cartId));
    await lockCustomerCart(tx, request.requesterId);
    const target = await openCartOfSite(tx, request);
    await tx.execute(sql`INSERT INTO cart_lines (cart_id, product_id, quantity)
      SELECT ${target}, product_id, quantity FROM cart_lines WHERE cart_id = ${request.cartId}
      ON CONFLICT (cart_id, product_id) DO UPDATE SET quantity = least(${cartLines.quantity} + excluded.quantity, ${MAX_QUANTITY})`);
    const [requester] = await tx.select({ email: customers.email }).from(customers).where(eq(customers.id, request.requesterId));
    if (requester)
      await queueMail(tx, { to: requester.email, kind: 'approval-rejected', ...approvalRejectedMail({ totalExcVatCents: request.totalExcVatCents, note }) });
    return { kind: 'decided', placed: false };
  });
}
