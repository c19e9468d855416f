import { integer, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** `created_at`, set by the database on insert. */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** A row that belongs to another (`column` references `parent`): deleted with it. */
export const ownedBy = (column: string, parent: () => AnyPgColumn) => integer(column).notNull().references(parent, { onDelete: 'cascade' });
