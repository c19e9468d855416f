/** What a product page shows beside the product row: images, parameters, related products, attachments. */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, serial, smallint, text, varchar } from 'drizzle-orm/pg-core';
import { productOwned } from './catalogue';

export const productImages = pgTable(
  'product_images',
  {
    id: serial('id').primaryKey(),
    productId: productOwned(),
    src: varchar('src', { length: 300 }).notNull(),
    caption: varchar('caption', { length: 300 }).notNull().default(''),
    cover: boolean('cover').notNull().default(false),
    position: smallint('position').notNull().default(0),
  },
  (t) => [index('product_images_product_idx').on(t.productId, t.position)],
);

export const productParameters = pgTable(
  'product_parameters',
  {
    id: serial('id').primaryKey(),
    productId: productOwned(),
    /** parameter group, e.g. "Obraz", "Napájanie" */
    category: varchar('category', { length: 120 }).notNull(),
    name: varchar('name', { length: 120 }).notNull(),
    value: varchar('value', { length: 300 }).notNull(),
    unit: varchar('unit', { length: 30 }).notNull().default(''),
    position: smallint('position').notNull().default(0),
    /** the parameter's key in category filters, e.g. "ir-prisvit": facet_key(name), migration 0009 */
    nameKey: text('name_key').generatedAlwaysAs(sql`facet_key(name)`),
    /** the value's key with its unit, e.g. "4-mpx" for 4 Mpx: facet_key(value || ' ' || unit) */
    valueKey: text('value_key').generatedAlwaysAs(sql`facet_key(value || ' ' || unit)`),
  },
  (t) => [
    index('product_parameters_product_idx').on(t.productId, t.position),
    // the facets of a category: its products' keys read from the index alone (no heap visit per row)
    index('product_parameters_product_keys_idx').on(t.productId, t.nameKey, t.valueKey),
    // a filtered listing: the products having one of the chosen values of a parameter
    index('product_parameters_keys_product_idx').on(t.nameKey, t.valueKey, t.productId),
  ],
);

export const relatedProducts = pgTable(
  'related_products',
  {
    productId: productOwned(),
    relatedId: productOwned('related_id'),
    position: smallint('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.productId, t.relatedId] })],
);

export const attachments = pgTable(
  'attachments',
  {
    id: serial('id').primaryKey(),
    productId: productOwned(),
    /** group title, e.g. "Technické listy" */
    groupTitle: varchar('group_title', { length: 120 }).notNull(),
    url: varchar('url', { length: 300 }).notNull(),
    filename: varchar('filename', { length: 200 }).notNull(),
    filesize: integer('filesize').notNull(),
    fileIcon: varchar('file_icon', { length: 20 }).notNull().default('pdf'),
  },
  (t) => [index('attachments_product_idx').on(t.productId)],
);
