import type { Pool } from 'pg';

/** A product that is for sale, with its stock set to `stock` (as a warehouse import would); its id. */
export async function productWithStock(sql: Pool, stock: number, skip = 0): Promise<number> {
  const { rows } = await sql.query<{ id: number }>('SELECT id FROM products WHERE active ORDER BY id OFFSET $1 LIMIT 1', [skip]);
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('the seeded catalogue has no active product');
  await sql.query('UPDATE products SET stock = $1 WHERE id = $2', [stock, id]);
  return id;
}

export async function stockOf(sql: Pool, product: number): Promise<number> {
  const { rows } = await sql.query<{ stock: number }>('SELECT stock FROM products WHERE id = $1', [product]);
  return rows[0]?.stock ?? Number.NaN;
}

/** Counts that must all be zero whatever happened to the instances (issue 21, item 8). */
export async function brokenInvariants(sql: Pool, product: number, stockBefore: number) {
  const one = async (query: string, params: unknown[] = []) => Number((await sql.query<{ n: string }>(query, params)).rows[0]?.n);
  return {
    ordersWithoutInvoice: await one('SELECT count(*) AS n FROM orders o WHERE NOT EXISTS (SELECT 1 FROM invoices i WHERE i.order_id = o.id)'),
    ordersWithoutLines: await one('SELECT count(*) AS n FROM orders o WHERE NOT EXISTS (SELECT 1 FROM order_lines l WHERE l.order_id = o.id)'),
    closedCartsWithoutOrder: await one(
      "SELECT count(*) AS n FROM carts c WHERE c.status <> 'open' AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.cart_id = c.id)",
    ),
    // stock moved exactly by what orders took: before − ordered pieces = now
    stockMovedWithoutOrder: await one(
      'SELECT abs($2::int - coalesce((SELECT sum(quantity) FROM order_lines WHERE product_id = $1), 0) - (SELECT stock FROM products WHERE id = $1)) AS n',
      [product, stockBefore],
    ),
  };
}

export const NO_BROKEN_INVARIANTS = { ordersWithoutInvoice: 0, ordersWithoutLines: 0, closedCartsWithoutOrder: 0, stockMovedWithoutOrder: 0 };
