import 'server-only';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/**
 * Splits each product's seeded stock over the warehouses, deterministically by product id: the two
 * stores keep a small share (a fifth of the products none in Bratislava, a third none in Košice),
 * the central warehouse the rest, and whatever is to order (0 or less). products.stock stays the sum.
 */
export async function seedWarehouseStock(db: Db): Promise<void> {
  await db.execute(sql`
    WITH w AS (
      SELECT (SELECT id FROM warehouses WHERE label = 'Bratislava') AS ba,
             (SELECT id FROM warehouses WHERE label = 'Košice') AS ke,
             (SELECT id FROM warehouses WHERE NOT pick_up ORDER BY position, id LIMIT 1) AS central
    ), split AS (
      SELECT p.id, p.stock,
             CASE WHEN p.stock <= 0 OR p.id % 5 = 0 THEN 0 ELSE least(p.stock, 1 + (p.stock * (5 + p.id % 11)) / 100) END AS ba,
             CASE WHEN p.stock <= 0 OR p.id % 3 = 0 THEN 0 ELSE least(p.stock, (p.stock * (2 + p.id % 7)) / 100) END AS ke
        FROM products p
    ), rows AS (
      SELECT s.id, w.ba AS warehouse, s.ba AS stock FROM split s, w
      UNION ALL SELECT s.id, w.ke, least(s.ke, s.stock - s.ba) FROM split s, w
      UNION ALL SELECT s.id, w.central, s.stock - s.ba - least(s.ke, s.stock - s.ba) FROM split s, w
    )
    INSERT INTO warehouse_stock (product_id, warehouse_id, stock) SELECT id, warehouse, stock FROM rows`);
}
