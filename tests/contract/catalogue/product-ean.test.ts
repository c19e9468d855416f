import { and, asc, eq } from 'drizzle-orm';
import { productResponseSchema } from '@/lib/contract/schemas/product';
import { productLookupResponseSchema } from '@/lib/contract/schemas/product-lookup';
import { getDb } from '@/lib/backend/db/client';
import { products } from '@/lib/backend/db/schema';
import { isValidEan13 } from '@/lib/shop/catalogue/ean';
import { callJson, demoCustomerCookie } from '../support/backend';
import { SLOW } from '../account/helpers';
import { addProduct, full, live } from '../search/support';

jest.setTimeout(SLOW);

/** Two active seeded products with their EANs, the first and the twentieth by id. */
async function seeded() {
  const db = await getDb();
  const rows = await db
    .select({ id: products.id, code: products.code, slug: products.slug, ean: products.ean })
    .from(products)
    .where(eq(products.active, true))
    .orderBy(asc(products.id))
    .limit(20);
  return [rows[0]!, rows[19]!];
}

async function detail(slug: string) {
  const response = await callJson('GET', `/admin/v1/product/detail/url/${slug}/sk`);
  expect(response.status).toBe(200);
  return productResponseSchema.parse(response.body).product;
}

describe('product EANs (extension, decisions/065)', () => {
  it('every seeded product carries its own valid EAN-13, and the detail sends it', async () => {
    const db = await getDb();
    const all = await db.select({ ean: products.ean }).from(products);
    expect(all.filter((p) => p.ean === null || !isValidEan13(p.ean))).toEqual([]);
    expect(new Set(all.map((p) => p.ean)).size).toBe(all.length);
    const [first] = await seeded();
    expect((await detail(first!.slug)).ean).toBe(first!.ean);
  });

  it('a product without an EAN has no ean field', async () => {
    await addProduct({ code: 'TST-NOEAN-1', name: 'Testovací držiak bez EAN' });
    const product = await detail('tst-noean-1');
    expect(product.code).toBe('TST-NOEAN-1');
    expect('ean' in product).toBe(false);
  });

  it('searching an exact EAN puts its product first, in the full and the live search', async () => {
    const [, twentieth] = await seeded();
    const result = await full(twentieth!.ean!);
    expect(result.items[0]?.product.id).toBe(twentieth!.id);
    expect(result.items[0]?.product.ean).toBe(twentieth!.ean);
    expect((await live(twentieth!.ean!)).items.product[0]?.code).toBe(twentieth!.code);
  });

  it('a changed EAN is found at once and the old one no longer', async () => {
    const [first] = await seeded();
    const db = await getDb();
    const fresh = '4006381333931';
    await db
      .update(products)
      .set({ ean: fresh })
      .where(and(eq(products.id, first!.id)));
    expect((await full(fresh)).items[0]?.product.id).toBe(first!.id);
    expect((await full(first!.ean!)).items.map((i) => i.product.id)).not.toContain(first!.id);
    await db.update(products).set({ ean: first!.ean }).where(eq(products.id, first!.id));
  });

  it('the quick-order lookup resolves a line holding an EAN to its product', async () => {
    const [first, twentieth] = await seeded();
    const response = await callJson('POST', '/admin/v1/x/products/lookup', {
      cookie: await demoCustomerCookie(),
      body: { codes: [twentieth!.ean, ` ${first!.ean} `, '8580000000015'] },
    });
    expect(response.status).toBe(200);
    const [byEan, padded, wrong] = productLookupResponseSchema.parse(response.body).results;
    expect(byEan).toMatchObject({ status: 'matched', products: [{ id: twentieth!.id, code: twentieth!.code }] });
    expect(padded).toMatchObject({ status: 'matched', products: [{ id: first!.id }] });
    expect(wrong?.status).toBe('unknown');
  });
});
