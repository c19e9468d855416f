/**
 * A buyer's order over their limit, waiting for the owner (docs/decisions/059-company-accounts.md):
 * the frozen cart, what it came to when asked, and what the owner decided; approval places the cart
 * as the buyer's order exactly once (`order_id` unique).
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { customers } from './customers';
import { carts } from './cart';
import { orders } from './orders';
import { accountOwned, buildingSites } from './company';

export const APPROVAL_STATES = ['pending', 'approved', 'rejected'] as const;

export const orderApprovals = pgTable(
  'order_approvals',
  {
    id: serial('id').primaryKey(),
    accountId: accountOwned(),
    requesterId: integer('requester_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    siteId: integer('site_id').references(() => buildingSites.id, { onDelete: 'set null' }),
    /** the cart's total excluding VAT when it was submitted (cents) */
    totalExcVatCents: integer('total_exc_vat_cents').notNull(),
    state: varchar('state', { length: 10 }).notNull().default('pending'),
    /** the owner's note with the decision */
    note: text('note').notNull().default(''),
    decidedBy: integer('decided_by').references(() => customers.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    orderId: integer('order_id').references(() => orders.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('order_approvals_cart_uq').on(t.cartId),
    uniqueIndex('order_approvals_order_uq').on(t.orderId),
    index('order_approvals_account_state_idx').on(t.accountId, t.state, t.id),
    index('order_approvals_requester_idx').on(t.requesterId, t.id),
    check('order_approvals_state_check', sql`${t.state} in ('pending', 'approved', 'rejected')`),
  ],
);
