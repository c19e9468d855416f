import { queryRows, sql, type Db } from '../../lib/backend/db/client';
import type { ProductFacts } from './installer-queries';

/** Code, name, vendor and category path of every product, by id: what the relevance predicates read. */
export async function loadProductFacts(db: Db): Promise<Map<number, ProductFacts>> {
  const rows = await queryRows<ProductFacts & { id: number }>(
    db,
    sql`SELECT p.id, p.code, p.name, p.vendor, c.path AS category FROM products p JOIN categories c ON c.id = p.category_id`,
  );
  return new Map(rows.map(({ id, ...facts }) => [id, facts]));
}
