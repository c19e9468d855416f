import 'server-only';
import { sql, type SQL } from 'drizzle-orm';

/**
 * The one resolution of a company's price (docs/decisions/058-trade-terms.md), as SQL pieces that
 * go inside the statement of each reader (prices and page call, lookup, basket, order placement,
 * product lists for a customer): each product is resolved by index lookups of its own within that
 * statement, never by a query per product.
 */

/** The columns of the product row a price is resolved for. */
export interface PricedProduct {
  id: SQL;
  categoryId: SQL;
  /** the list price, `price_cents` */
  listPriceCents: SQL;
}

/** The product columns of a table alias (`p` → p.id, p.category_id, p.price_cents). */
export function productOf(alias: string): PricedProduct {
  return { id: sql.raw(`${alias}.id`), categoryId: sql.raw(`${alias}.category_id`), listPriceCents: sql.raw(`${alias}.price_cents`) };
}

/**
 * The price list of the customer's company (NULL: none): its account's row, the owner's, for a
 * colleague (docs/decisions/059-company-accounts.md); an uncorrelated subquery, which the database
 * runs once per statement.
 */
export function priceListOfCustomer(customerId: number | SQL): SQL {
  return sql`(SELECT a.price_list_id FROM customers c JOIN customers a ON a.id = coalesce(c.company_account_id, c.id) WHERE c.id = ${customerId})`;
}

/** The price list of the company whose cart `cartId` is (NULL: none): the cart's account's. */
export function priceListOfCart(cartId: number | SQL): SQL {
  return sql`(SELECT a.price_list_id FROM carts ca JOIN customers a ON a.id = ca.account_id WHERE ca.id = ${cartId})`;
}

/**
 * The list's discount of every category it reaches, as a jsonb object of category id → whole
 * percent: a category's own discount, else its nearest ancestor's (the deepest of the discounted
 * categories whose path is a prefix of its own). Uncorrelated, so the database computes it once per
 * statement (the list's few discounts against the category tree), and each product then reads its
 * category's entry: a small table like categories is otherwise scanned again for every product.
 */
function nearestCategoryDiscounts(list: SQL): SQL {
  return sql`(SELECT jsonb_object_agg(n.id, n.discount) FROM (
      SELECT DISTINCT ON (c.id) c.id, d.discount
      FROM price_list_category_discounts d
      JOIN categories up ON up.id = d.category_id
      JOIN categories c ON c.id = up.id OR starts_with(c.path, up.path || '/')
      WHERE d.price_list_id = ${list}
      ORDER BY c.id, up.depth DESC) n)`;
}

/**
 * The company's price of the product, excluding VAT, in cents (an int):
 * 1. the list's net price of the product (its primary key);
 * 2. else the list price less the discount of the nearest category on the list, from the product's
 *    own category up to the root (nearestCategoryDiscounts), rounded half up to the cent;
 * 3. else the list price; for a customer on no list (NULL) both lookups find nothing.
 */
export function companyPriceCents(product: PricedProduct, list: SQL): SQL {
  return sql`coalesce(
    (SELECT n.price_cents FROM price_list_net_prices n WHERE n.price_list_id = ${list} AND n.product_id = ${product.id}),
    ((${product.listPriceCents}::bigint * (100 - (${nearestCategoryDiscounts(list)} ->> ${product.categoryId}::text)::int) + 50) / 100)::int,
    ${product.listPriceCents})`;
}

/**
 * A lateral join giving, as `alias.cents`, the company's price (companyPriceCents) and, as
 * `alias.break_list`, whose volume breaks apply: the list's own when it has any for the product,
 * else everyone's (0, as the breaks' unique index counts a break without a list). OFFSET 0 keeps the
 * database from copying the expressions into each place that reads them (they would run again there).
 * `outer`: a LEFT join, for a product on the nullable side of the statement (its columns then NULL).
 */
export function companyPriceJoin(product: PricedProduct, list: SQL, alias: string, outer = false): SQL {
  const join = outer ? sql`LEFT JOIN LATERAL` : sql`CROSS JOIN LATERAL`;
  return sql`${join} (
    SELECT ${companyPriceCents(product, list)} AS cents,
      CASE WHEN EXISTS (SELECT 1 FROM price_breaks b WHERE b.product_id = ${product.id} AND coalesce(b.price_list_id, 0) = ${list})
        THEN ${list} ELSE 0 END AS break_list
    OFFSET 0) ${sql.raw(alias)}${outer ? sql` ON true` : sql``}`;
}

/**
 * The unit price of a line of `quantity` pieces: the highest break (of companyPriceJoin's
 * `alias.break_list`) whose from-quantity it reaches, never above the company's price (LEAST skips
 * the NULL of no break). One descending probe of the breaks' index.
 */
export function linePriceCents(product: PricedProduct, alias: string, quantity: SQL): SQL {
  const priced = sql.raw(alias);
  return sql`least(${priced}.cents, (
    SELECT b.price_cents FROM price_breaks b
    WHERE b.product_id = ${product.id} AND coalesce(b.price_list_id, 0) = ${priced}.break_list AND b.min_quantity <= ${quantity}
    ORDER BY b.min_quantity DESC LIMIT 1))`;
}

/** A break as priceBreaksJson gives it: from `quantity` pieces, `cents` a piece. */
export interface BreakCents {
  quantity: number;
  cents: number;
}

/**
 * The company's effective breaks of the product as a JSON array of BreakCents, fewest pieces first
 * ('[]' for none): the steps linePriceCents prices by, each at most the company's price, leaving out
 * a break that does not change the price of the step before it (nor the company's price itself).
 */
export function priceBreaksJson(product: PricedProduct, alias: string): SQL {
  const priced = sql.raw(alias);
  return sql`coalesce((
    SELECT json_agg(json_build_object('quantity', s.min_quantity, 'cents', s.cents) ORDER BY s.min_quantity)
    FROM (
      SELECT b.min_quantity, least(b.price_cents, ${priced}.cents) AS cents,
        lag(least(b.price_cents, ${priced}.cents), 1, ${priced}.cents) OVER (ORDER BY b.min_quantity) AS before
      FROM price_breaks b WHERE b.product_id = ${product.id} AND coalesce(b.price_list_id, 0) = ${priced}.break_list) s
    WHERE s.cents <> s.before), '[]'::json)`;
}
