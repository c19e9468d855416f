/** The e-invoice archive and its sending queue: one row per issued invoice. */
import { index, integer, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt } from './columns';
import { invoices } from './orders';

/**
 * An invoice's e-invoice (Peppol BIS Billing 3.0 UBL XML) as it was issued, and its delivery
 * state. The invoice id is the key, so an invoice is archived and queued once; the sending
 * columns are the mail outbox's (lib/backend/outbox/rows.ts): due at
 * next_attempt_at, claimed under a lease, delivered once sent_at is set, given up when both are
 * null after a failure; a row stored with next_attempt_at null and no error is archive only.
 */
export const eInvoices = pgTable(
  'e_invoices',
  {
    invoiceId: integer('invoice_id')
      .primaryKey()
      .references(() => invoices.id),
    /** the idempotency key a provider gets, and the stand-in's file name */
    invoiceNumber: varchar('invoice_number', { length: 20 }).notNull(),
    xml: text('xml').notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** what the provider answered for the delivery (its message id; the stand-in's file path) */
    deliveryRef: varchar('delivery_ref', { length: 500 }),
    error: text('error'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('e_invoices_number_uq').on(t.invoiceNumber),
    // what the senders' claim scans: the rows still to send, by due time
    index('e_invoices_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.sentAt} is null`),
  ],
);
