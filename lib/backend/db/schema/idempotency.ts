/** The answers of basket changes sent with an Idempotency-Key (docs/decisions/064-offline-cart-changes.md). */
import { integer, pgTable, primaryKey, text, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { customerOwned } from './customers';

export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    customerId: customerOwned(),
    /** the key the client sent, unique per person */
    key: varchar('key', { length: 100 }).notNull(),
    /** sha-256 of method, path and body: the same key with another request is refused */
    fingerprint: varchar('fingerprint', { length: 64 }).notNull(),
    /** the stored answer, replayed for a repeat; null only inside the transaction that makes it */
    status: integer('status'),
    body: text('body'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.key] })],
);
