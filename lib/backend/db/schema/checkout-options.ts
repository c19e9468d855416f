/** What a customer chooses at checkout: shipping and payment methods, sale points (warehouses), Packeta demo points. */
import { boolean, integer, pgTable, serial, smallint, text, varchar } from 'drizzle-orm/pg-core';

/** What every shipping and payment method has: a name and a price excluding VAT (cents). */
const pricedOption = () => ({
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 120 }).notNull(),
  priceCents: integer('price_cents').notNull(),
});

export const shippingMethods = pgTable('shipping_methods', {
  ...pricedOption(),
  pickUp: boolean('pick_up').notNull().default(false),
  isDefault: boolean('is_default').notNull().default(false),
  isPacketa: boolean('is_packeta').notNull().default(false),
  position: smallint('position').notNull().default(0),
});

export const paymentMethods = pgTable('payment_methods', {
  ...pricedOption(),
  allowForStore: boolean('allow_for_store').notNull().default(false),
  allowForShipping: boolean('allow_for_shipping').notNull().default(false),
  /** "transfer" gets an unpaid invoice with PAY by square; others as labelled */
  kind: varchar('kind', { length: 20 }).notNull().default('transfer'),
  position: smallint('position').notNull().default(0),
});

/**
 * The shop's warehouses. Those with `pickUp` are the sale points of personal pickup; the others
 * (the central warehouse) only ship. A pickup warehouse's order is ready on a working day from
 * `readyFrom` when placed by `cutOff` (Europe/Bratislava, "HH:MM"; lib/shop/stock/pickup-time.ts).
 */
export const warehouses = pgTable('warehouses', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 120 }).notNull(),
  /** the short name stock is listed under: "Košice" */
  label: varchar('label', { length: 60 }).notNull().default(''),
  /** where the pickup is, as a sentence ends with it: "v Košiciach" */
  place: varchar('place', { length: 80 }).notNull().default(''),
  /** HTML (docs/contract.md#shapes) */
  address: text('address').notNull(),
  pickUp: boolean('pick_up').notNull().default(true),
  cutOff: varchar('cut_off', { length: 5 }),
  readyFrom: varchar('ready_from', { length: 5 }),
  position: smallint('position').notNull().default(0),
});

/** Demo pickup points served to the local Packeta stand-in when no API key is configured. */
export const packetaPoints = pgTable('packeta_points', {
  id: varchar('id', { length: 40 }).primaryKey(),
  name: varchar('name', { length: 200 }).notNull(),
  street: varchar('street', { length: 200 }).notNull(),
  city: varchar('city', { length: 120 }).notNull(),
  zip: varchar('zip', { length: 10 }).notNull(),
});
