/** Placed orders, their lines and invoices, and the mail outbox. */
import { boolean, index, integer, jsonb, pgTable, serial, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, ownedBy } from './columns';
import { customers } from './customers';
import { carts } from './cart';
import { buildingSites } from './company';
import { products } from './catalogue';

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    number: varchar('number', { length: 20 }).notNull(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    /** the account (owner's row) of the person who placed it (docs/decisions/059-company-accounts.md) */
    accountId: integer('account_id')
      .notNull()
      .references(() => customers.id),
    /** the building site it was placed for, and that site's job reference as it was then */
    siteId: integer('site_id').references(() => buildingSites.id, { onDelete: 'set null' }),
    jobReference: text('job_reference').notNull().default(''),
    /** the owner who approved it when it passed the buyer's limit; null: placed directly */
    approvedBy: integer('approved_by').references(() => customers.id),
    /** the cart this order consumed: unique, so one cart makes one order */
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id),
    status: varchar('status', { length: 60 }).notNull(),
    shippingName: varchar('shipping_name', { length: 120 }).notNull(),
    shippingPriceCents: integer('shipping_price_cents').notNull(),
    paymentName: varchar('payment_name', { length: 120 }).notNull(),
    paymentPriceCents: integer('payment_price_cents').notNull(),
    productsPriceCents: integer('products_price_cents').notNull(),
    totalExcVatCents: integer('total_exc_vat_cents').notNull(),
    vatCents: integer('vat_cents').notNull(),
    vatRate: smallint('vat_rate').notNull(),
    salePointName: varchar('sale_point_name', { length: 200 }),
    packetaPoint: varchar('packeta_point', { length: 40 }),
    packetaPointName: varchar('packeta_point_name', { length: 200 }),
    packetaPointAddress: varchar('packeta_point_address', { length: 300 }),
    note: text('note').notNull().default(''),
    invoiceAddress: jsonb('invoice_address').$type<Record<string, string>>().notNull(),
    deliveryAddress: jsonb('delivery_address').$type<Record<string, string>>().notNull(),
    followNews: boolean('follow_news').notNull().default(false),
    /** a card order's payment (docs/decisions/061-card-payments.md): waiting, paid, failed, cancelled; null for other methods */
    paymentState: varchar('payment_state', { length: 12 }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('orders_number_uq').on(t.number),
    uniqueIndex('orders_cart_uq').on(t.cartId),
    index('orders_customer_idx').on(t.customerId, t.id),
    index('orders_account_idx').on(t.accountId, t.id),
  ],
);

export const orderLines = pgTable(
  'order_lines',
  {
    id: serial('id').primaryKey(),
    orderId: ownedBy('order_id', () => orders.id),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    code: varchar('code', { length: 80 }).notNull(),
    name: varchar('name', { length: 300 }).notNull(),
    slug: varchar('slug', { length: 300 }).notNull(),
    unit: varchar('unit', { length: 20 }).notNull(),
    quantity: integer('quantity').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
  },
  (t) => [index('order_lines_order_idx').on(t.orderId)],
);

export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    number: varchar('number', { length: 20 }).notNull(),
    varsymbol: varchar('varsymbol', { length: 10 }).notNull(),
    orderId: integer('order_id').references(() => orders.id),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    /** the account (owner's row) the invoice is issued to */
    accountId: integer('account_id')
      .notNull()
      .references(() => customers.id),
    /** opaque id used in invoice_url so numbers cannot be enumerated */
    publicId: varchar('public_id', { length: 40 }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    notPaidCents: integer('not_paid_cents').notNull(),
    createdAt: createdAt(),
    dueTo: timestamp('due_to', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('invoices_number_uq').on(t.number),
    uniqueIndex('invoices_public_id_uq').on(t.publicId),
    index('invoices_customer_idx').on(t.customerId, t.id),
    index('invoices_account_idx').on(t.accountId, t.id),
  ],
);

/**
 * An attachment as the outbox keeps it in the row's JSON: its bytes base64-encoded, or the facts
 * of a PAY by square code the sender draws (lib/backend/mail/message.ts, PayBySquareAttachment).
 */
export type OutboxAttachment =
  | { filename: string; contentType: string; /** base64 of the file's bytes */ content: string; cid?: string }
  | { filename: string; cid: string; payBySquare: { iban: string; beneficiary: string; amountCents: number; variableSymbol: string; due: string } };

/**
 * The mail outbox: every mail the backend sends, written in the same transaction as what it
 * reports (the order, the reset token) with all it needs to be sent, then delivered by whichever
 * instance claims it (lib/backend/mail/outbox-worker.ts). A row is due while `sent_at` is null and
 * `next_attempt_at` has passed; `locked_until` is the lease of the sender working on it;
 * `next_attempt_at` null without `sent_at` means it was given up after the last attempt.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    toAddress: varchar('to_address', { length: 254 }).notNull(),
    subject: varchar('subject', { length: 300 }).notNull(),
    kind: varchar('kind', { length: 30 }).notNull(),
    textBody: text('text_body').notNull().default(''),
    htmlBody: text('html_body').notNull().default(''),
    attachments: jsonb('attachments').$type<OutboxAttachment[]>().notNull().default([]),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    error: text('error'),
    createdAt: createdAt(),
  },
  // what the senders' claim scans: the rows still to send, by due time
  (t) => [
    index('mail_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.sentAt} is null`),
  ],
);
