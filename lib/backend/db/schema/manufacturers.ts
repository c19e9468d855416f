import { char, integer, pgTable, serial, varchar } from 'drizzle-orm/pg-core';
import { brands } from './catalogue';

/**
 * What the EU General Product Safety Regulation (2023/988, art. 19) asks a shop to show with a
 * product: its manufacturer's name, postal and electronic address, and, for a manufacturer
 * outside the EU, the responsible person in the EU. One row per brand (a product names its brand
 * in `products.vendor`); a brand without a row shows nothing.
 */
export const manufacturers = pgTable('manufacturers', {
  id: serial('id').primaryKey(),
  brandId: integer('brand_id')
    .notNull()
    .unique()
    .references(() => brands.id, { onDelete: 'cascade' }),
  /** registered name, e.g. "Hikvision Digital Technology Co., Ltd." */
  name: varchar('name', { length: 200 }).notNull(),
  street: varchar('street', { length: 200 }).notNull(),
  postalCode: varchar('postal_code', { length: 20 }).notNull(),
  city: varchar('city', { length: 120 }).notNull(),
  /** ISO 3166-1 alpha-2 */
  country: char('country', { length: 2 }).notNull(),
  email: varchar('email', { length: 200 }).notNull(),
  web: varchar('web', { length: 200 }),
  /** the responsible person in the EU (art. 4 of 2019/1020): only for a manufacturer outside the EU */
  euName: varchar('eu_name', { length: 200 }),
  euStreet: varchar('eu_street', { length: 200 }),
  euPostalCode: varchar('eu_postal_code', { length: 20 }),
  euCity: varchar('eu_city', { length: 120 }),
  euCountry: char('eu_country', { length: 2 }),
  euEmail: varchar('eu_email', { length: 200 }),
});
