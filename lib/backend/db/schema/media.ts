/**
 * Catalogue pictures and datasheets when MEDIA_STORE=database (docs/decisions/071-media-store.md):
 * each distinct content once (`media_blobs`, by its SHA-256), each /media address naming one
 * (`media_files`), as the disk store's hard links share one file among many products.
 */
import { customType, index, integer, pgTable, text, varchar } from 'drizzle-orm/pg-core';

/** Raw bytes: a Buffer in (both drivers take it as binary); reads go through SQL slices (lib/backend/media). */
const bytea = customType<{ data: Buffer; driverData: Buffer }>({
  dataType() {
    return 'bytea';
  },
});

export const mediaBlobs = pgTable('media_blobs', {
  sha256: varchar('sha256', { length: 64 }).primaryKey(),
  size: integer('size').notNull(),
  bytes: bytea('bytes').notNull(),
});

export const mediaFiles = pgTable(
  'media_files',
  {
    /** the address below /media/, e.g. `p/123-1.webp` */
    path: text('path').primaryKey(),
    sha256: varchar('sha256', { length: 64 })
      .notNull()
      .references(() => mediaBlobs.sha256),
  },
  (t) => [index('media_files_sha256_idx').on(t.sha256)],
);
