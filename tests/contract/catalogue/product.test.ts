import { eq } from 'drizzle-orm';
import { productFilterResponseSchema, productListResponseSchema, productResponseSchema, type ProductListItem } from '@/lib/contract/schemas/product';
import { getDb } from '@/lib/backend/db/client';
import { categories, customers, productParameters, products, wishlistItems } from '@/lib/backend/db/schema';
import { call, callJson, DEMO_EMAIL, demoCustomerCookie } from '../support/backend';
import { payListPrices } from '../support/list-prices';
import { cents, expectError, filter, withVat23 } from './support';

let cookie: string;
let slug: string;

beforeAll(async () => {
  // the product's own price fields, which the demo pays off its list (its list is the pricing tests')
  await payListPrices();
  cookie = await demoCustomerCookie();
  const db = await getDb();
  // a product with parameters and related products, which also sits in the demo wishlist
  const [row] = await db
    .select({ id: products.id, slug: products.slug })
    .from(products)
    .innerJoin(productParameters, eq(productParameters.productId, products.id))
    .limit(1);
  slug = row!.slug;
  const [demo] = await db.select().from(customers).where(eq(customers.email, DEMO_EMAIL));
  await db.insert(wishlistItems).values({ customerId: demo!.id, productId: row!.id }).onConflictDoNothing();
});

function expectGuestPrices(list: ProductListItem[]) {
  for (const p of list) {
    expect([p.price, p.price_exc_vat, p.base_price_exc_vat, p.discount]).toEqual([null, null, null, null]);
    expect(p.wish_list).toBe(false);
  }
}

async function expectCustomerPrices(list: ProductListItem[]) {
  const db = await getDb();
  for (const p of list) {
    const [row] = await db.select().from(products).where(eq(products.id, p.id));
    expect(cents(p.price_exc_vat!)).toBe(row!.priceCents);
    expect(cents(p.base_price_exc_vat!)).toBe(row!.basePriceCents);
    expect(p.discount).toBe(row!.discount);
    // with VAT: integer cents, half up, and never more than 2 decimals on the wire
    expect(cents(p.price!)).toBe(withVat23(row!.priceCents));
    expect(String(p.price)).toMatch(/^\d+(\.\d{1,2})?$/);
  }
}

describe('prices and caching: guests vs customers', () => {
  it('homepage offers: null prices and a public cache for guests', async () => {
    const response = await callJson('GET', '/admin/v1/product/homepage/sk');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toMatch(/^public/);
    const { products: list } = productListResponseSchema.parse(response.body);
    expect(list.length).toBeGreaterThan(0);
    expectGuestPrices(list);
  });

  it('homepage offers: numbers and a private cache for customers; only active offers, newest first', async () => {
    const response = await callJson('GET', '/admin/v1/product/homepage/sk', { cookie });
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const { products: list } = productListResponseSchema.parse(response.body);
    await expectCustomerPrices(list);
    expect(list.map((p) => p.id)).toEqual([...list.map((p) => p.id)].sort((a, b) => b - a));
    const db = await getDb();
    const offers = await db.select({ id: products.id }).from(products).where(eq(products.onOffer, true));
    expect(new Set(list.map((p) => p.id))).toEqual(new Set(offers.map((o) => o.id)));
  });

  it('the listing follows the same rule', async () => {
    const guest = await filter(2);
    expect(guest.headers.get('cache-control')).toMatch(/^public/);
    expectGuestPrices(productFilterResponseSchema.parse(guest.body).products);
    const customer = await filter(2, { cookie, limit: 100 });
    expect(customer.headers.get('cache-control')).toBe('private, no-store');
    await expectCustomerPrices(productFilterResponseSchema.parse(customer.body).products);
  });

  it('a forged session is a guest: no prices, public', async () => {
    const forged = cookie.replace(/auth_check=[^;]+/, 'auth_check=forged');
    const response = await callJson('GET', `/admin/v1/product/detail/url/${slug}/sk`, { cookie: forged });
    expect(response.headers.get('cache-control')).toMatch(/^public/);
    const { product } = productResponseSchema.parse(response.body);
    expectGuestPrices([product, ...product.related_products]);
  });
});

describe('GET /product/detail/url/{url}/{lang}', () => {
  it('gives a guest the detail with parameters, cover image first and related products, without prices', async () => {
    const response = await callJson('GET', `/admin/v1/product/detail/url/${slug}/sk`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toMatch(/^public/);
    const { product } = productResponseSchema.parse(response.body);
    expect(product.url.url).toBe(slug);
    expect(product.description).not.toBe('');
    expect(product.parameters.length).toBeGreaterThan(0);
    for (const p of product.parameters) {
      expect(p.category).not.toBe('');
      expect(p.name).toBeTruthy();
    }
    expect(product.image[0]?.cover).toBe(true);
    expect(product.image.filter((i) => i.cover).length).toBeLessThanOrEqual(1);
    expect(product.related_products.length).toBeGreaterThan(0);
    expect(product.related_products.map((r) => r.id)).not.toContain(product.id);
    // extension: the category path, for the breadcrumb (the product's own category row)
    const db = await getDb();
    const [own] = await db
      .select({ path: categories.path })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(eq(products.slug, slug));
    expect(product.category).toEqual({ url: own!.path });
    expectGuestPrices([product, ...product.related_products]);
    // the guest answer is the same whoever else is signed in: nothing customer-specific in it
    expect(JSON.stringify(response.body)).not.toContain(DEMO_EMAIL);
  });

  it('gives a customer prices, the wishlist flag and a private answer', async () => {
    const response = await callJson('GET', `/admin/v1/product/detail/url/${slug}/sk`, { cookie });
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const { product } = productResponseSchema.parse(response.body);
    expect(product.wish_list).toBe(true);
    await expectCustomerPrices([product, ...product.related_products]);
  });

  it('rounds the price with VAT half up from integer cents', async () => {
    const db = await getDb();
    // 1.50 € × 1.23 = 1.845 € → 1.85 €; 0.50 € × 1.23 = 0.615 € → 0.62 € (float maths gives 1.84 and 0.61)
    for (const [exVat, withVat] of [
      [150, 1.85],
      [50, 0.62],
      [100_000, 1230],
    ] as const) {
      await db.update(products).set({ priceCents: exVat, basePriceCents: exVat, discount: 0 }).where(eq(products.slug, slug));
      const { product } = productResponseSchema.parse((await callJson('GET', `/admin/v1/product/detail/url/${slug}/sk`, { cookie })).body);
      expect([product.price_exc_vat, product.price]).toEqual([exVat / 100, withVat]);
    }
  });

  it('answers an unknown or inactive product with the 404 envelope', async () => {
    expect(expectError(await callJson('GET', '/admin/v1/product/detail/url/no-such-product/sk'), 404)).toEqual([
      { key: 'product', code: 'messages.product.notFound' },
    ]);
    const db = await getDb();
    await db.update(products).set({ active: false }).where(eq(products.slug, slug));
    expectError(await callJson('GET', `/admin/v1/product/detail/url/${slug}/sk`), 404);
    await db.update(products).set({ active: true }).where(eq(products.slug, slug));
    expect((await call('GET', `/admin/v1/product/detail/url/${slug}/sk`)).status).toBe(200);
  });
});
