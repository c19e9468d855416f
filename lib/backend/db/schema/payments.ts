/** Card payments through a provider (docs/decisions/061-card-payments.md): the attempts, the stand-in provider's own record, install secrets. */
import { integer, index, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, ownedBy } from './columns';
import { orders } from './orders';

/** One attempt to pay an order by card: the provider's payment and what its last verified notification said. */
export const cardPayments = pgTable(
  'card_payments',
  {
    id: serial('id').primaryKey(),
    orderId: ownedBy('order_id', () => orders.id),
    /** "gopay" or "stand-in" */
    provider: varchar('provider', { length: 20 }).notNull(),
    providerPaymentId: varchar('provider_payment_id', { length: 64 }).notNull(),
    /** waiting, paid, failed, cancelled */
    state: varchar('state', { length: 12 }).notNull().default('waiting'),
    amountCents: integer('amount_cents').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('card_payments_provider_uq').on(t.provider, t.providerPaymentId), index('card_payments_order_idx').on(t.orderId, t.id)],
);

/**
 * The stand-in provider's side (used without provider keys): what the shop asked it to collect,
 * where to send the customer back and where to notify, and the customer's choice on its page.
 */
export const standInPayments = pgTable('stand_in_payments', {
  id: varchar('id', { length: 40 }).primaryKey(),
  amountCents: integer('amount_cents').notNull(),
  currency: varchar('currency', { length: 3 }).notNull(),
  orderNumber: varchar('order_number', { length: 20 }).notNull(),
  returnUrl: text('return_url').notNull(),
  notifyUrl: text('notify_url').notNull(),
  state: varchar('state', { length: 12 }).notNull().default('waiting'),
  /** how many notifications the stand-in delivered for this payment (a provider's retries and duplicates, seen by the tests) */
  notifications: integer('notifications').notNull().default(0),
  createdAt: createdAt(),
});

/** Secrets made once per installation (the stand-in's notification key), so no setting is needed for them. */
export const installSecrets = pgTable('install_secrets', {
  name: varchar('name', { length: 40 }).primaryKey(),
  value: varchar('value', { length: 128 }).notNull(),
  createdAt: createdAt(),
});
