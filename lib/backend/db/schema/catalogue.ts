/** The catalogue: the category tree, brands and products (prices in cents excluding VAT; VAT is applied on read, lib/backend/pricing/money). */
import { boolean, index, integer, pgTable, serial, smallint, text, uniqueIndex, varchar, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, ownedBy } from './columns';

/** Category tree. Top-level rows (parent_id null) are the product lines shown in the menu. */
export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id').references((): AnyPgColumn => categories.id, { onDelete: 'cascade' }),
    /** own url segment, lowercase ascii with hyphens */
    slug: varchar('slug', { length: 120 }).notNull(),
    /** whole path below /category/, e.g. "cctv/ip-kamery/bullet" */
    path: varchar('path', { length: 400 }).notNull(),
    depth: smallint('depth').notNull().default(0),
    name: varchar('name', { length: 200 }).notNull(),
    description: text('description').notNull().default(''),
    /** menu colours, set on the top level only */
    color: varchar('color', { length: 20 }),
    bgColor: varchar('bg_color', { length: 20 }),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    uniqueIndex('categories_path_uq').on(t.path),
    // prefix LIKE ('cctv/%') on a subtree must use an index whatever the database's collation
    index('categories_path_prefix_idx').on(t.path.op('varchar_pattern_ops')),
    index('categories_slug_idx').on(t.slug, t.depth),
    index('categories_parent_idx').on(t.parentId),
  ],
);

export const brands = pgTable('brands', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 120 }).notNull().unique(),
  slug: varchar('slug', { length: 120 }).notNull().unique(),
  logo: varchar('logo', { length: 300 }),
  position: integer('position').notNull().default(0),
});

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    code: varchar('code', { length: 80 }).notNull(),
    /** the EAN-13 printed on the box (valid check digit, lib/shop/catalogue/ean.ts); null when the product has none */
    ean: varchar('ean', { length: 13 }),
    name: varchar('name', { length: 300 }).notNull(),
    /** Slovak alphabetical order of the name, byte-comparable (COLLATE "C"): slovak_sort_key(), migration 0006 */
    nameSortKey: text('name_sort_key').generatedAlwaysAs(sql`slovak_sort_key(name)`),
    vendor: varchar('vendor', { length: 120 }).notNull(),
    shortDescription: text('short_description').notNull().default(''),
    description: text('description').notNull().default(''),
    slug: varchar('slug', { length: 300 }).notNull(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    stock: integer('stock').notNull().default(0),
    unitOfMeasure: varchar('unit_of_measure', { length: 20 }).notNull().default('ks'),
    /** list price excluding VAT, cents */
    basePriceCents: integer('base_price_cents').notNull(),
    /** discount in whole percent, 0-100 */
    discount: smallint('discount').notNull().default(0),
    /** final price excluding VAT in cents = base * (100 - discount) / 100, stored for ordering and filtering */
    priceCents: integer('price_cents').notNull(),
    /** sold only in multiples of this (a 305 m box of cable, a bag of 100 anchors); 1 for single pieces */
    packSize: integer('pack_size').notNull().default(1),
    /** the fewest pieces one order line takes; a multiple of the pack */
    minQuantity: integer('min_quantity').notNull().default(1),
    onOffer: boolean('on_offer').notNull().default(false),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('products_slug_uq').on(t.slug),
    uniqueIndex('products_code_uq').on(t.code),
    // a scanned or typed EAN finds its product (search, quick-order lookup)
    uniqueIndex('products_ean_uq')
      .on(t.ean)
      .where(sql`${t.ean} IS NOT NULL`),
    index('products_category_id_idx').on(t.categoryId, t.id),
    index('products_category_name_idx').on(t.categoryId, t.nameSortKey),
    index('products_category_price_idx').on(t.categoryId, t.priceCents),
    index('products_category_code_idx').on(t.categoryId, t.code),
    // the home page offers: active AND on_offer, newest first
    index('products_offer_idx').on(t.active, t.onOffer, t.id),
    // listing counts (filtered_products_count) per category subtree without reading the table
    index('products_active_category_stock_idx')
      .on(t.categoryId, t.stock)
      .where(sql`${t.active}`),
    // a category's facets start from its products' ids and stock, read from this index alone (migration 0009)
    index('products_active_category_id_stock_idx')
      .on(t.categoryId, t.id, t.stock)
      .where(sql`${t.active}`),
    // listings by name or code (orderings 2, 3, 6, 7) walk these in order and stop after one page,
    // instead of sorting a whole product line (EXPLAIN in tests/bench/explain-listing.ts)
    index('products_active_name_idx')
      .on(t.nameSortKey, t.id)
      .where(sql`${t.active}`),
    index('products_active_code_idx')
      .on(t.code, t.id)
      .where(sql`${t.active}`),
  ],
);

/** Catalogue-level key/value settings written by the seed (e.g. seed version). */
export const meta = pgTable('meta', {
  key: varchar('key', { length: 60 }).primaryKey(),
  value: text('value').notNull(),
});

/** A row that belongs to a product (`product_id`, or the column named): deleted with the product. */
export const productOwned = (column = 'product_id') => ownedBy(column, () => products.id);
