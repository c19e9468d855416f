import type { Pool } from 'pg';
import { brokenInvariants } from '../../cluster/support/invariants';
import type { PlacedOrders } from './customers';

export interface OrdersCheck {
  /** order calls that answered 200 */
  placed: number;
  /** orders rows of the run's customers */
  rows: number;
  /** answered 200, yet no row for that basket */
  lost: number;
  /** rows beyond the first for one basket */
  duplicated: number;
  /** rows for a basket whose order call did not answer 200 (a timeout while the order committed: counted under errors) */
  unanswered: number;
  /** issue 21's invariants (orders without invoice or lines, stock moved without an order…): each must be 0 */
  broken: Record<string, number>;
}

/** What the customers saw placed against what PostgreSQL holds, after the run. */
export async function checkOrders(sql: Pool, placed: readonly PlacedOrders[], product: number, stockBefore: number): Promise<OrdersCheck> {
  const { rows } = await sql.query<{ email: string; cart_id: number; n: string }>(
    'SELECT c.email, o.cart_id, count(*) AS n FROM orders o JOIN customers c ON c.id = o.customer_id WHERE c.email = ANY($1) GROUP BY c.email, o.cart_id',
    [placed.map((p) => p.email)],
  );
  const inDatabase = new Map(rows.map((r) => [`${r.email} ${r.cart_id}`, Number(r.n)]));
  const answered = new Set(placed.flatMap((p) => p.baskets.map((b) => `${p.email} ${b}`)));
  return {
    placed: answered.size,
    rows: rows.reduce((sum, r) => sum + Number(r.n), 0),
    lost: [...answered].filter((key) => !inDatabase.has(key)).length,
    duplicated: rows.reduce((sum, r) => sum + Number(r.n) - 1, 0),
    unanswered: [...inDatabase.keys()].filter((key) => !answered.has(key)).length,
    broken: await brokenInvariants(sql, product, stockBefore),
  };
}

/** True when every order answered 200 is in the database exactly once, no basket made two, and issue 21's invariants hold. */
export const ordersHold = (c: OrdersCheck) => c.lost === 0 && c.duplicated === 0 && Object.values(c.broken).every((n) => n === 0);
