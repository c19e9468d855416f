import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { openCartRowsQuery, type CartRowWithLine } from '../cart/cart-store';
import { customerPricesQuery, type PriceRow } from '../catalogue/customer-prices';
import type { Db } from '../db/client';
import { wishCountQuery } from './wishlist';

/** The one row of customerPageQuery: the session with its customer, the cart's rows, the wishlist count and the prices' rows. */
export interface CustomerPageRow {
  idHash: string;
  authCheck: string;
  lastSeenMs: number;
  active: boolean;
  email: string;
  firstName: string;
  lastName: string;
  /** the company's name: the account's row's (docs/decisions/059-company-accounts.md) */
  companyName: string;
  role: string;
  orderLimitCents: number | null;
  /** the person's current building site; null: none */
  site: { id: number; name: string; job_reference: string } | null;
  hasSites: boolean;
  lastAuthCheckMs: number | null;
  /** null for a customer without a cart */
  cart: CartRowWithLine[] | null;
  wishes: number;
  /** null when none of the ids is an active product */
  prices: PriceRow[] | null;
}

// Times as whole epoch milliseconds: a Date's precision, and a number on both drivers (drizzle's
// node-postgres setup leaves raw timestamps as strings, PGlite parses them).
const epochMs = (column: SQL) => sql`floor(extract(epoch FROM ${column}) * 1000)::float8`;

/**
 * The page call's ONE statement: the unexpired session named by `idHash` at `now` with its
 * customer, and, for that customer, the cart's rows (openCartRowsQuery), the wishlist count
 * (wishCountQuery) and the prices' rows of `ids` (customerPricesQuery), each as the summary and
 * the prices call read them alone. No row when there is no such session. PGlite's fixed cost per
 * statement and result, not the lookups themselves, made the five statements this replaces slow.
 * The caller still applies sessionHolds (auth_check, active customer, idle time, touch) to the row.
 * The row comes as ONE json text column, `page` (one JSON.parse, no parser per column), and the
 * text never changes, only its parameters, so it runs as a prepared statement (preparedTexts).
 */
export function customerPageQuery(db: Db, idHash: string, now: Date, ids: readonly number[]): SQL {
  const customerId = sql`(SELECT customer_id FROM s)`;
  return sql`SELECT row_to_json(r)::text AS page FROM (WITH s AS (
      SELECT id_hash, customer_id, auth_check, last_seen_at FROM sessions WHERE id_hash = ${idHash} AND expires_at > ${now.toISOString()}::timestamptz LIMIT 1)
    SELECT s.id_hash AS "idHash", s.auth_check AS "authCheck", ${epochMs(sql`s.last_seen_at`)} AS "lastSeenMs",
      c.active, c.email, c.first_name AS "firstName", c.last_name AS "lastName", coalesce((SELECT a.company_name FROM customers a WHERE a.id = c.company_account_id), c.company_name) AS "companyName",
      c.role, c.order_limit_cents AS "orderLimitCents",
      (SELECT json_build_object('id', b.id, 'name', b.name, 'job_reference', b.job_reference) FROM building_sites b WHERE b.id = c.current_site_id) AS site,
      -- a probe of one row by the account's index (EXISTS would be planned as a hashed scan of every site)
      coalesce((SELECT true FROM building_sites b WHERE b.account_id = coalesce(c.company_account_id, c.id) AND b.archived_at IS NULL LIMIT 1), false) AS "hasSites",
      ${epochMs(sql`c.last_auth_check`)} AS "lastAuthCheckMs",
      (SELECT json_agg(cart ORDER BY cart."lineId") FROM (${openCartRowsQuery(customerId)}) cart) AS cart,
      (${wishCountQuery(db, customerId)})::int AS wishes,
      (SELECT json_agg(pr ORDER BY pr.i) FROM (${customerPricesQuery(customerId, ids)}) pr) AS prices
    FROM s JOIN customers c ON c.id = s.customer_id) r`;
}
