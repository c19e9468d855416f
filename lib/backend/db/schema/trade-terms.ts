/**
 * Trade terms (docs/decisions/058-trade-terms.md): the price lists companies are put on, their
 * category discounts and net prices, and volume breaks. Pack sizes live on the product, payment
 * terms and the credit limit on the customer.
 */
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, serial, smallint, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { categories, products } from './catalogue';

/** A negotiated price level ("Montážnik"); `code` is the operator's handle for it (`npm run customers -- price-list`). */
export const priceLists = pgTable(
  'price_lists',
  {
    id: serial('id').primaryKey(),
    code: varchar('code', { length: 40 }).notNull(),
    name: varchar('name', { length: 120 }).notNull(),
  },
  (t) => [uniqueIndex('price_lists_code_uq').on(t.code)],
);

/** A list's discount off the list price for a category and, unless a nearer category has its own, every category below it. */
export const priceListCategoryDiscounts = pgTable(
  'price_list_category_discounts',
  {
    priceListId: integer('price_list_id')
      .notNull()
      .references(() => priceLists.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    /** whole percent, 1-99 */
    discount: smallint('discount').notNull(),
  },
  (t) => [primaryKey({ columns: [t.priceListId, t.categoryId] })],
);

/** A list's own price for one product (excluding VAT, cents): overrides every discount. */
export const priceListNetPrices = pgTable(
  'price_list_net_prices',
  {
    priceListId: integer('price_list_id')
      .notNull()
      .references(() => priceLists.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    priceCents: integer('price_cents').notNull(),
  },
  (t) => [primaryKey({ columns: [t.priceListId, t.productId] })],
);

/**
 * A volume break: from `minQuantity` pieces a line costs `priceCents` a piece. A break of a list
 * applies to that list's companies; one without a list (null) to everyone whose list has none for
 * the product.
 */
export const priceBreaks = pgTable(
  'price_breaks',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    priceListId: integer('price_list_id').references(() => priceLists.id, { onDelete: 'cascade' }),
    minQuantity: integer('min_quantity').notNull(),
    priceCents: integer('price_cents').notNull(),
  },
  (t) => [
    // one break per product, list (none counted as 0) and quantity; also what a line's lookup reads
    uniqueIndex('price_breaks_product_list_quantity_uq').on(t.productId, sql`coalesce(${t.priceListId}, 0)`, t.minQuantity),
    index('price_breaks_list_idx').on(t.priceListId),
  ],
);
