import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client';
import { meta } from '../db/schema';
import type { MediaWriter } from '../media/writer';
import { buildCatalogue, LINES } from './catalogue-data';
import { insertBrands, insertCategories } from './catalogue-insert';
import { seedCheckoutOptions } from './checkout-options';
import { seedWarehouseStock } from './warehouse-stock';
import { seedContent } from './content';
import { DEMO_COMPANY_TERMS, SECOND_COMPANY_TERMS, type PriceListCode } from './demo-companies';
import { seedDemoCustomer } from './demo-customer';
import { insertManufacturers } from './manufacturers';
import { seedProductExtras } from './product-extras';
import { assertValidEans, buildProductRows, insertProducts } from './products';
import { seedSecondCompany } from './second-company';
import { palette, type Palette } from './svg-kit';
import { seedTradeTerms } from './trade-terms';
import { withPacks } from './trade-terms-packs';

export { DEMO_EMAIL, DEMO_PASSWORD } from './demo-customer';
export { SECOND_COMPANY_EMAIL } from './second-company';

/**
 * The demo data's version, kept in meta.seed_version: raise it whenever the seed's data changes, so
 * `npm run seed` (run by `npm start`) seeds an older PGlite demo again (scripts/seed.ts). 2: the
 * demo company's people and building sites (docs/decisions/059-company-accounts.md). 3: stock per
 * warehouse (docs/decisions/066-stock-per-warehouse.md) and every product's EAN
 * (docs/decisions/065-ean-and-scanning.md).
 */
export const SEED_VERSION = '3';

export interface SeedOptions {
  /** total products; the realistic catalogue (~420) when omitted or smaller */
  products?: number;
  /** where images and PDFs are written (MEDIA_STORE: MEDIA_DIR or the database), served as /media/... */
  media: MediaWriter;
  log?: (message: string) => void;
}

export type SeedSummary = Record<string, number>;

/** True when the catalogue has rows (products or categories), i.e. a seed ran or started. */
export async function seedState(db: Db): Promise<{ products: number; categories: number }> {
  const [row] = await queryRows<{ products: number; categories: number }>(
    db,
    sql`SELECT (SELECT count(*)::int FROM products) AS products, (SELECT count(*)::int FROM categories) AS categories`,
  );
  return row ?? { products: 0, categories: 0 };
}

/** The seed version the database was seeded with (meta.seed_version); null when it has none. */
export async function seededVersion(db: Db): Promise<string | null> {
  const [row] = await db.select({ value: meta.value }).from(meta).where(eq(meta.key, 'seed_version'));
  return row?.value ?? null;
}

/**
 * What `npm run seed` does with the database (scripts/seed.ts): seed an empty one, keep a current
 * one, refuse a partly seeded one, and for a demo of an older seed version seed a PGlite one again
 * (the demo's own directory) but only report a PostgreSQL one (it may hold more than the demo).
 */
export function seedStep(state: { products: number; categories: number }, version: string | null, postgres: boolean) {
  if (state.products > 0) return version === SEED_VERSION ? 'keep' : postgres ? 'report-older' : 'seed-again';
  return state.categories > 0 ? 'partly-seeded' : 'seed';
}

/** Fills an empty database with the deterministic demo shop. */
export async function seedDatabase(db: Db, options: SeedOptions): Promise<SeedSummary> {
  const log = options.log ?? (() => undefined);
  const started = performance.now();
  const step = (what: string) => log(`${what} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
  const palettes = new Map<string, Palette>(LINES.map((l) => [l.slug, palette(l.color, l.bgColor)]));

  const catalogue = buildCatalogue();
  const categoryIds = await db.transaction((tx) => insertCategories(tx, catalogue.categories));
  const brands = await insertBrands(db, catalogue.products, palettes, options.media);
  const makers = await insertManufacturers(db);
  const checkout = await seedCheckoutOptions(db);
  step(`categories ${catalogue.categories.length}, brands ${brands} (manufacturer data ${makers})`);

  const rows = withPacks(buildProductRows(catalogue.products, options.products ?? catalogue.products.length));
  assertValidEans(rows);
  const ids = await db.transaction((tx) => insertProducts(tx, rows, categoryIds));
  await seedWarehouseStock(db);
  const priceLists = await seedTradeTerms(db, rows, ids, categoryIds);
  step(`products ${rows.length}, price lists ${priceLists.size}`);
  const categoryNames = new Map(catalogue.categories.map((c) => [c.path, c.name]));
  const extras = await seedProductExtras({ db, rows, ids, media: options.media, palettes, categoryNames, log: step });
  step(`images ${extras.images}, parameters ${extras.parameters}, attachments ${extras.attachments}, related ${extras.related}`);

  const content = await seedContent(db, options.media, palettes);
  await options.media.flush();
  const listId = (code: PriceListCode) => {
    const id = priceLists.get(code);
    if (id === undefined) throw new Error(`price list ${code} not seeded`);
    return id;
  };
  const demo = await seedDemoCustomer(db, rows, ids, listId(DEMO_COMPANY_TERMS.priceList));
  await seedSecondCompany(db, listId(SECOND_COMPANY_TERMS.priceList));
  await db
    .insert(meta)
    .values([
      { key: 'seed_version', value: SEED_VERSION },
      { key: 'seed_products', value: String(rows.length) },
    ])
    .onConflictDoNothing();
  // fresh statistics so the planner picks the category/price indexes straight away
  // VACUUM sets the visibility map, so listing counts can be index-only scans from the first request.
  await db.execute(sql`VACUUM ANALYZE`);
  step('content, demo companies, VACUUM ANALYZE');
  return {
    categories: catalogue.categories.length,
    brands,
    products: rows.length,
    offers: rows.filter((r) => r.onOffer).length,
    ...extras,
    ...content,
    ...checkout,
    priceLists: priceLists.size,
    ...demo,
  };
}
