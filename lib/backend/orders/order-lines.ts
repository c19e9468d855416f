import 'server-only';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client';

export interface LockedLine {
  productId: number;
  code: string;
  name: string;
  slug: string;
  unit: string;
  quantity: number;
  unitPriceCents: number;
}

/**
 * The cart's lines with the products' current prices, the product rows locked
 * FOR UPDATE in id order (a fixed order, so two placements cannot deadlock). Withdrawn
 * products are left out, as the cart shows them.
 */
export async function lockCartLines(tx: Db, cartId: number): Promise<LockedLine[]> {
  return queryRows<LockedLine>(
    tx,
    sql`SELECT p.id AS "productId", p.code, p.name, p.slug, p.unit_of_measure AS unit, l.quantity, p.price_cents AS "unitPriceCents"
        FROM cart_lines l JOIN products p ON p.id = l.product_id
        WHERE l.cart_id = ${cartId} AND p.active
        ORDER BY p.id
        FOR UPDATE OF p`,
  );
}
