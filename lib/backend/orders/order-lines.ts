import 'server-only';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client';
import { orderLines } from '../db/schema';
import { companyPriceJoin, linePriceCents, priceListOfCart, productOf } from '../pricing/company-price';

export interface PricedLine {
  productId: number;
  code: string;
  name: string;
  slug: string;
  unit: string;
  quantity: number;
  unitPriceCents: number;
  /** the product's pack and minimum now, so placement re-checks a line added before they changed */
  packSize: number;
  minQuantity: number;
}

/**
 * The cart's lines with the products' current prices for the cart's company, each by the break its
 * quantity reaches (lib/backend/pricing, read again here, in the order's transaction). Withdrawn
 * products are left out, as the cart shows them. Nothing is locked: the rows placement changes are
 * locked by `decrementStock`, as late as it can.
 */
export async function pricedCartLines(tx: Db, cartId: number): Promise<PricedLine[]> {
  const product = productOf('p');
  return queryRows<PricedLine>(
    tx,
    sql`SELECT p.id AS "productId", p.code, p.name, p.slug, p.unit_of_measure AS unit, l.quantity,
          p.pack_size AS "packSize", p.min_quantity AS "minQuantity",
          ${linePriceCents(product, 'cp', sql`l.quantity`)} AS "unitPriceCents"
        FROM cart_lines l JOIN products p ON p.id = l.product_id
        ${companyPriceJoin(product, priceListOfCart(cartId), 'cp')}
        WHERE l.cart_id = ${cartId} AND p.active
        ORDER BY p.id`,
  );
}

/** The order's lines, a snapshot of name, code and price at the time of the order: one multi-row INSERT; the rows as written, in id order. */
export async function insertOrderLines(tx: Db, orderId: number, lines: readonly PricedLine[]): Promise<Array<typeof orderLines.$inferSelect>> {
  const rows = await tx
    .insert(orderLines)
    .values(
      lines.map((l) => ({
        orderId,
        productId: l.productId,
        code: l.code,
        name: l.name,
        slug: l.slug,
        unit: l.unit,
        quantity: l.quantity,
        unitPriceCents: l.unitPriceCents,
        totalCents: l.unitPriceCents * l.quantity,
      })),
    )
    .returning();
  return rows.sort((a, b) => a.id - b.id);
}

/**
 * Takes the ordered quantities off stock: the product's total and the warehouse the order is
 * reserved from (the pickup sale point, otherwise the central warehouse: decision 066), one
 * statement each. Never refused for stock: the pieces beyond what is in stock are 'to order', so
 * stock may go below zero. Both decrements are relative (stock - quantity), so concurrent buyers of
 * the last pieces all count and the total stays the warehouses' sum. A product with no row for the
 * warehouse gets one (an import that wrote only the total). The VALUES are typed (::int): bound
 * parameters alone would be text.
 *
 * The product rows are locked first, in id order: the UPDATE would lock them in whatever order its
 * plan reads them, and two placements of the same two products could then each wait for the other.
 * FOR NO KEY UPDATE is the lock the UPDATE takes itself: it keeps a second placement of the product
 * waiting until this one commits, but not the foreign key checks of rows pointing at the product (a
 * basket line added to any cart). FOR UPDATE made every basket add of a product wait for each order
 * of it to commit; under the load run that was most of add to basket's time (docs/performance.md).
 */
export async function decrementStock(tx: Db, lines: readonly PricedLine[], salePointId: number | null): Promise<void> {
  const ids = sql.join(
    lines.map((l) => sql`${l.productId}::int`),
    sql`, `,
  );
  await tx.execute(sql`SELECT id FROM products WHERE id IN (${ids}) ORDER BY id FOR NO KEY UPDATE`);
  const rows = sql.join(
    lines.map((l) => sql`(${l.productId}::int, ${l.quantity}::int)`),
    sql`, `,
  );
  await tx.execute(sql`UPDATE products AS p SET stock = p.stock - v.quantity
                       FROM (VALUES ${rows}) AS v(id, quantity)
                       WHERE p.id = v.id`);
  const warehouse = salePointId === null ? sql`(SELECT id FROM warehouses WHERE NOT pick_up ORDER BY position, id LIMIT 1)` : sql`${salePointId}::int`;
  await tx.execute(sql`INSERT INTO warehouse_stock AS s (product_id, warehouse_id, stock)
                       SELECT v.id, ${warehouse}, -v.quantity FROM (VALUES ${rows}) AS v(id, quantity)
                       ON CONFLICT (product_id, warehouse_id) DO UPDATE SET stock = s.stock + excluded.stock`);
}
