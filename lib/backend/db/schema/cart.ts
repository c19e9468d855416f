/** The open basket, its lines, and the wishlist. */
import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, ownedBy } from './columns';
import { customerOwned, customers } from './customers';
import { buildingSites } from './company';
import { productOwned, products } from './catalogue';
import { shippingMethods, paymentMethods, warehouses } from './checkout-options';

export const carts = pgTable(
  'carts',
  {
    id: serial('id').primaryKey(),
    customerId: customerOwned(),
    /** the account (owner's row) of the person whose cart this is (docs/decisions/059-company-accounts.md) */
    accountId: integer('account_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** the building site this cart is for; null: no site */
    siteId: integer('site_id').references(() => buildingSites.id, { onDelete: 'set null' }),
    /** open carts take lines; placing an order closes the cart (status "ordered") */
    status: varchar('status', { length: 12 }).notNull().default('open'),
    shippingMethodId: integer('shipping_method_id').references(() => shippingMethods.id),
    paymentMethodId: integer('payment_method_id').references(() => paymentMethods.id),
    salePointId: integer('sale_point_id').references(() => warehouses.id),
    packetaPoint: varchar('packeta_point', { length: 40 }),
    packetaPointName: varchar('packeta_point_name', { length: 200 }),
    packetaPointAddress: varchar('packeta_point_address', { length: 300 }),
    note: text('note').notNull().default(''),
    isDeliveryAddress: boolean('is_delivery_address').notNull().default(false),
    /** checkout addresses as sent by the customer: {1: invoice, 2: delivery} */
    checkoutAddresses: jsonb('checkout_addresses').$type<Record<string, Record<string, string>>>(),
    giftCard: varchar('gift_card', { length: 60 }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('carts_customer_status_idx').on(t.customerId, t.status), index('carts_account_idx').on(t.accountId, t.id)],
);

export const cartLines = pgTable(
  'cart_lines',
  {
    id: serial('id').primaryKey(),
    cartId: ownedBy('cart_id', () => carts.id),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    quantity: integer('quantity').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('cart_lines_cart_product_uq').on(t.cartId, t.productId)],
);

export const wishlistItems = pgTable(
  'wishlist_items',
  {
    customerId: customerOwned(),
    productId: productOwned(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.productId] })],
);
