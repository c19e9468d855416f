import { sql } from 'drizzle-orm';
import { bigint, check, pgTable, smallint } from 'drizzle-orm/pg-core';

/**
 * One row of change counters, bumped by statement triggers (migration 0010), so an instance
 * keeping catalogue data in memory (the category facet index, lib/backend/catalogue/facet-rows.ts)
 * learns with one row read whether any writer, on any instance, changed it. `shape`: products
 * added, removed, switched on/off, moved, renamed or re-coded, another vendor, parameters or
 * categories changed; `stock`: any stock change; `prices`: any price change (migration 0012: only
 * the listing's price order depends on it, so re-pricing no longer rebuilds the search index). Transactional, so a reader never sees a bump before its data.
 */
export const catalogueVersions = pgTable(
  'catalogue_versions',
  {
    id: smallint('id').primaryKey().default(1),
    shape: bigint('shape', { mode: 'number' }).notNull().default(0),
    stock: bigint('stock', { mode: 'number' }).notNull().default(0),
    prices: bigint('prices', { mode: 'number' }).notNull().default(0),
  },
  (t) => [check('catalogue_versions_one_row', sql`${t.id} = 1`)],
);
