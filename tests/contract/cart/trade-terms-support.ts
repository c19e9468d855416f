import { eq, sql } from 'drizzle-orm';
import { getDb } from '@/lib/backend/db/client';
import { queryRows } from '@/lib/backend/db/query-rows';
import { customers, priceBreaks, priceListCategoryDiscounts, priceListNetPrices, priceLists } from '@/lib/backend/db/schema';
import { buyer } from '../checkout/support';

/** A seeded product a test prices: its list price (`price_cents`) and base price. */
export interface Priced {
  id: number;
  code: string;
  slug: string;
  listCents: number;
  baseCents: number;
}

/** A company with a session: its customer id and cookies. */
export interface Company {
  id: number;
  cookie: string;
}

/**
 * Two lists over seeded products (docs/decisions/058-trade-terms.md):
 * - `deep`, `net`: two products of a category `deep` at least one level down; `sibling`: a product of
 *   a sibling category of `deep`; `elsewhere`, `stepped`: products of another product line;
 * - list A: 10 % off the product line of `deep` (its root), 20 % off `deep` itself, a net price of
 *   `net` (61 % of its list price); list B: a net price of `net` (83 %) and nothing else;
 * - breaks of `stepped`: for everyone from 10 and 50 pieces, list A's own from 5 and 20; of `net`: for
 *   everyone from 2 pieces at one cent below the list price (above list A's net price).
 */
export interface TradeFixture {
  listA: number;
  listB: number;
  deepCategory: number;
  deep: Priced;
  net: Priced;
  sibling: Priced;
  elsewhere: Priced;
  stepped: Priced;
  netA: number;
  netB: number;
  companyA: Company;
  companyB: Company;
  /** a company on no list */
  noList: Company;
}

// single pieces without breaks of their own (a demo seed may give some products packs and breaks)
const PRICED = sql`p.active AND p.price_cents >= 1000 AND p.pack_size = 1 AND p.min_quantity = 1
  AND NOT EXISTS (SELECT 1 FROM price_breaks b WHERE b.product_id = p.id)`;

async function productsOf(where: ReturnType<typeof sql>, n: number): Promise<Priced[]> {
  return queryRows<Priced>(
    await getDb(),
    sql`SELECT p.id, p.code, p.slug, p.price_cents AS "listCents", p.base_price_cents AS "baseCents"
        FROM products p WHERE ${PRICED} AND ${where} ORDER BY p.id LIMIT ${n}`,
  );
}

/** A category at least one level down with two priced products, a sibling category with one, and their product line. */
async function pickCategories() {
  const [row] = await queryRows<{ deep: number; sibling: number; root: number; rootPath: string }>(
    await getDb(),
    sql`SELECT d.id AS deep, s.id AS sibling, r.id AS root, r.path AS "rootPath"
        FROM categories d
        JOIN categories s ON s.parent_id = d.parent_id AND s.id <> d.id
        JOIN categories r ON r.depth = 0 AND starts_with(d.path, r.path || '/')
        WHERE d.depth >= 1
          AND (SELECT count(*) FROM products p WHERE p.category_id = d.id AND ${PRICED}) >= 2
          AND EXISTS (SELECT 1 FROM products p WHERE p.category_id = s.id AND ${PRICED})
        ORDER BY d.depth DESC, d.id LIMIT 1`,
  );
  if (!row) throw new Error('the seed has no category with a priced sibling');
  return row;
}

async function company(email: string, listId: number | null): Promise<Company> {
  const db = await getDb();
  const cookie = await buyer(email);
  const [row] = await db.update(customers).set({ priceListId: listId }).where(eq(customers.email, email)).returning({ id: customers.id });
  return { id: row!.id, cookie };
}

/** Creates the lists, rules, breaks and companies of TradeFixture in the test's database. */
export async function tradeFixture(tag: string): Promise<TradeFixture> {
  const db = await getDb();
  const { deep: deepCategory, sibling: siblingCategory, root, rootPath } = await pickCategories();
  const [deep, net] = await productsOf(sql`p.category_id = ${deepCategory}`, 2);
  const [sibling] = await productsOf(sql`p.category_id = ${siblingCategory}`, 1);
  const outside = sql`p.category_id IN (SELECT id FROM categories WHERE path <> ${rootPath} AND NOT starts_with(path, ${rootPath} || '/'))`;
  const [elsewhere, stepped] = await productsOf(outside, 2);
  if (!deep || !net || !sibling || !elsewhere || !stepped) throw new Error('the seed lacks priced products');

  const [listA, listB] = await db
    .insert(priceLists)
    .values([
      { code: `a-${tag}`, name: 'Zoznam A' },
      { code: `b-${tag}`, name: 'Zoznam B' },
    ])
    .returning({ id: priceLists.id });
  const netA = Math.round(net.listCents * 0.61);
  const netB = Math.round(net.listCents * 0.83);
  await db.insert(priceListCategoryDiscounts).values([
    { priceListId: listA!.id, categoryId: root, discount: 10 },
    { priceListId: listA!.id, categoryId: deepCategory, discount: 20 },
  ]);
  await db.insert(priceListNetPrices).values([
    { priceListId: listA!.id, productId: net.id, priceCents: netA },
    { priceListId: listB!.id, productId: net.id, priceCents: netB },
  ]);
  const s = stepped.listCents;
  await db.insert(priceBreaks).values([
    { productId: stepped.id, priceListId: null, minQuantity: 10, priceCents: s - 100 },
    { productId: stepped.id, priceListId: null, minQuantity: 50, priceCents: s - 200 },
    { productId: stepped.id, priceListId: listA!.id, minQuantity: 5, priceCents: s - 300 },
    { productId: stepped.id, priceListId: listA!.id, minQuantity: 20, priceCents: s - 400 },
    { productId: net.id, priceListId: null, minQuantity: 2, priceCents: net.listCents - 1 },
  ]);
  return {
    listA: listA!.id,
    listB: listB!.id,
    deepCategory,
    deep,
    net,
    sibling,
    elsewhere,
    stepped,
    netA,
    netB,
    companyA: await company(`a.${tag}@example.sk`, listA!.id),
    companyB: await company(`b.${tag}@example.sk`, listB!.id),
    noList: await company(`none.${tag}@example.sk`, null),
  };
}

/** `cents` less `percent` %, rounded half up to the cent: the resolution's category discount. */
export function lessPercent(cents: number, percent: number): number {
  return Math.floor((cents * (100 - percent) + 50) / 100);
}

/** Euros of cents, as the contract's money. */
export const euros = (cents: number) => cents / 100;
