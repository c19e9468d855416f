import { sql } from 'drizzle-orm';
import { bigint, check, pgTable, smallint } from 'drizzle-orm/pg-core';

/**
 * One row of change counters, bumped by statement triggers (migration 0010), so an instance
 * keeping catalogue data in memory (the category facet index, lib/backend/catalogue/facet-rows.ts)
 * learns with one row read whether any writer, on any instance, changed it. `shape`: products
 * added, removed, switched on/off, moved, renamed, re-priced or re-coded, parameters or categories
 * changed; `stock`: any stock change. Transactional, so a reader never sees a bump before its data.
 */
export const catalogueVersions = pgTable(
  'catalogue_versions',
  {
    id: smallint('id').primaryKey().default(1),
    shape: bigint('shape', { mode: 'number' }).notNull().default(0),
    stock: bigint('stock', { mode: 'number' }).notNull().default(0),
  },
  (t) => [check('catalogue_versions_one_row', sql`${t.id} = 1`)],
);
