import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import type { CustomerPrice } from '@/lib/contract/schemas/customer-prices';
import type { Db } from '../db/client';
import { preparedTexts } from '../db/prepared-texts';
import { companyPriceJoin, priceBreaksJson, priceListOfCustomer, productOf, type BreakCents } from '../pricing/company-price';
import { priceBreaksOf, priceFields } from '../pricing/money';

/** A row of customerPricesQuery (`i`: the id's place in the list asked). */
export interface PriceRow {
  i: number;
  id: number;
  stock: number;
  price_cents: number;
  base_price_cents: number;
  discount: number;
  /** the company's price (docs/decisions/058-trade-terms.md) */
  company_cents: number;
  breaks: BreakCents[];
  wished: boolean;
}

/**
 * The statement: each id, in the order given, finds its active product on the primary key, the
 * company's price and breaks (lib/backend/pricing) and its wishlist entry on (customer_id,
 * product_id). The LIMIT 1 laterals keep it a lookup per id whatever the catalogue's size (the
 * planner cannot turn them into a scan of products), at most 200 of them. The ids travel as one
 * JSON parameter, the same on both drivers.
 */
export function customerPricesQuery(customerId: number | SQL, ids: readonly number[]): SQL {
  const product = productOf('p');
  return sql`SELECT q.i, p.id, p.stock, p.price_cents, p.base_price_cents, p.discount, cp.cents AS company_cents,
      ${priceBreaksJson(product, 'cp')} AS breaks, w.wished IS NOT NULL AS wished
    FROM json_array_elements_text(${JSON.stringify(ids)}::json) WITH ORDINALITY AS q(id, i)
    CROSS JOIN LATERAL (
      SELECT id, category_id, stock, price_cents, base_price_cents, discount FROM products WHERE id = q.id::int AND active LIMIT 1) p
    ${companyPriceJoin(product, priceListOfCustomer(customerId), 'cp')}
    LEFT JOIN LATERAL (
      SELECT true AS wished FROM wishlist_items WHERE customer_id = ${customerId} AND product_id = p.id LIMIT 1) w ON true
    ORDER BY q.i`;
}

/**
 * The customer's view of the active products `ids`, in the order given, in one query
 * (customerPricesQuery), prepared (its text never changes, only its parameters): parsing and
 * planning the price resolution's subqueries again on every call cost more than running them.
 */
export async function customerPrices(db: Db, customerId: number, ids: readonly number[]): Promise<CustomerPrice[]> {
  if (ids.length === 0) return [];
  const [text] = await preparedTexts(db, 'customer_prices', sql`SELECT json_agg(pr ORDER BY pr.i)::text FROM (${customerPricesQuery(customerId, ids)}) pr`);
  return text ? (JSON.parse(text) as PriceRow[]).map(customerPriceOf) : [];
}

/** The customer's view of one product from its customerPricesQuery row. */
export function customerPriceOf(row: PriceRow): CustomerPrice {
  const source = { priceCents: row.price_cents, basePriceCents: row.base_price_cents, discount: row.discount, companyPriceCents: row.company_cents };
  return {
    id: row.id,
    ...priceFields(source, true),
    stock: row.stock,
    wish_list: row.wished,
    price_breaks: priceBreaksOf(row.breaks),
  };
}
