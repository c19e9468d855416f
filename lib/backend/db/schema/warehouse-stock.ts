/** Stock kept per warehouse; products.stock stays their sum (decision 066). */
import { index, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { products } from './catalogue';
import { warehouses } from './checkout-options';

export const warehouseStock = pgTable(
  'warehouse_stock',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    warehouseId: integer('warehouse_id')
      .notNull()
      .references(() => warehouses.id),
    /** pieces on the shelf; below zero when orders took more than there was (they are to order) */
    stock: integer('stock').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.productId, t.warehouseId] }), index('warehouse_stock_warehouse_idx').on(t.warehouseId)],
);
