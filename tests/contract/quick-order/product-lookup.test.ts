import { and, asc, eq, gt, like } from 'drizzle-orm';
import { productLookupResponseSchema, type LookupResult } from '@/lib/contract/schemas/product-lookup';
import { getDb } from '@/lib/backend/db/client';
import { productImages, products } from '@/lib/backend/db/schema';
import { callJson, demoCustomerCookie } from '../support/backend';
import { payListPrices } from '../support/list-prices';
import { describeOnEachDriver } from '../support/drivers';
import { SLOW } from '../account/helpers';
import { expectError } from '../catalogue/support';

jest.setTimeout(SLOW);

const PATH = '/admin/v1/x/products/lookup';

async function lookup(cookie: string | undefined, codes: unknown) {
  return callJson('POST', PATH, { cookie, body: { codes } });
}

async function results(cookie: string, codes: string[]): Promise<LookupResult[]> {
  const response = await lookup(cookie, codes);
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('private, no-store');
  return productLookupResponseSchema.parse(response.body).results;
}

async function catalogueProducts(n: number, dashed = false) {
  const db = await getDb();
  return db
    .select({ id: products.id, code: products.code, name: products.name, slug: products.slug, stock: products.stock, priceCents: products.priceCents })
    .from(products)
    .where(and(eq(products.active, true), gt(products.priceCents, 0), dashed ? like(products.code, '%-%') : undefined))
    .orderBy(asc(products.id))
    .limit(n);
}

/** Adds an active product with `code` beside a seeded one (same category), as a catalogue import would. */
async function addProduct(code: string, slug: string) {
  const db = await getDb();
  const [model] = await db.select().from(products).limit(1);
  await db
    .insert(products)
    .values({ code, name: `Test ${code}`, vendor: 'Test', slug, categoryId: model!.categoryId, basePriceCents: 1000, priceCents: 1000, stock: 3 });
}

describeOnEachDriver('POST /x/products/lookup (extension)', () => {
  let cookie: string;
  beforeAll(async () => {
    // the lookup's prices are the list prices the test reads; the demo's own list is the pricing tests'
    await payListPrices();
    cookie = await demoCustomerCookie();
  });

  it('answers guests and forged sessions 401 not-logged-in', async () => {
    for (const guest of [undefined, 'sid=forged; auth_check=forged']) {
      expect(expectError(await lookup(guest, ['X']), 401)).toEqual([{ key: 'user', code: 'messages.user.not-logged-in' }]);
    }
  });

  it('matches codes whatever their case and accents, in the order sent, with name, url, cover image, stock and the price excluding VAT', async () => {
    const [a, b] = await catalogueProducts(2);
    const db = await getDb();
    const [cover] = await db
      .select({ src: productImages.src })
      .from(productImages)
      .where(eq(productImages.productId, a!.id))
      .orderBy(asc(productImages.position))
      .limit(1);
    const found = await results(cookie, [b!.code.toLowerCase(), ` ${a!.code} `]);
    expect(found.map((r) => [r.code, r.status, r.products.map((p) => p.id)])).toEqual([
      [b!.code.toLowerCase(), 'matched', [b!.id]],
      [a!.code, 'matched', [a!.id]],
    ]);
    expect(found[1]!.products[0]).toEqual({
      id: a!.id,
      code: a!.code,
      name: a!.name,
      url: { url: a!.slug },
      image: cover ? expect.objectContaining({ src: cover.src }) : null,
      stock: a!.stock,
      unit_of_measure: expect.any(String),
      price_exc_vat: a!.priceCents / 100,
      // sold by the piece: the seed sets no pack on it
      pack_size: 1,
      min_quantity: 1,
    });

    await addProduct('QO-ČIDLO-1', 'qo-cidlo-1');
    const accented = await results(cookie, ['qo-cidlo-1', 'QO-Čidlo-1']);
    expect(accented.map((r) => [r.status, r.products[0]?.code])).toEqual([
      ['matched', 'QO-ČIDLO-1'],
      ['matched', 'QO-ČIDLO-1'],
    ]);
  });

  it('takes spaces and dashes as written: a squeezed code is unknown, and the real one is suggested', async () => {
    const [a] = await catalogueProducts(1, true);
    const squeezed = a!.code.replace(/[-\s]/g, '');
    expect(squeezed).not.toBe(a!.code);
    const [result] = await results(cookie, [squeezed]);
    expect(result).toMatchObject({ status: 'unknown', products: [] });
    expect(result!.suggestions).toContain(a!.code);
  });

  it('offers up to three close codes for a mistyped one, best first, and none for nonsense', async () => {
    const typo = (code: string) => `${code.slice(0, -1)}${code.endsWith('9') ? '8' : '9'}`;
    const [short] = await catalogueProducts(1);
    const [dashed] = await catalogueProducts(1, true);
    // a typo at the start of a long code: no shared beginning, found by trigrams
    const long = (await catalogueProducts(100, true)).find((p) => p.code.length >= 14)!;
    const early = `${long.code[0] === 'Q' ? 'W' : 'Q'}${long.code.slice(1)}`;
    const [mistyped, mistypedShort, mistypedEarly, nonsense] = await results(cookie, [typo(dashed!.code), typo(short!.code), early, 'ŽŽŽ-QQQ-000']);
    for (const [result, meant] of [
      [mistyped!, dashed!.code],
      [mistypedShort!, short!.code],
      [mistypedEarly!, long.code],
    ] as const) {
      expect(result.status).toBe('unknown');
      expect(result.suggestions.length).toBeGreaterThan(0);
      expect(result.suggestions.length).toBeLessThanOrEqual(3);
      expect(result.suggestions).toContain(meant);
    }
    expect(nonsense).toEqual({ code: 'ŽŽŽ-QQQ-000', status: 'unknown', products: [], suggestions: [] });
  });

  it('calls a code ambiguous when it names several products but for case and accents', async () => {
    await addProduct('QO-DVOJ-Š1', 'qo-dvoj-s1-a');
    await addProduct('qo-dvoj-s1', 'qo-dvoj-s1-b');
    const [result] = await results(cookie, ['QO-DVOJ-S1']);
    expect(result!.status).toBe('ambiguous');
    expect(result!.products.map((p) => p.code).sort()).toEqual(['QO-DVOJ-Š1', 'qo-dvoj-s1']);
  });

  it('never matches a withdrawn product', async () => {
    await addProduct('QO-STARY-1', 'qo-stary-1');
    const db = await getDb();
    await db.update(products).set({ active: false }).where(eq(products.code, 'QO-STARY-1'));
    const [result] = await results(cookie, ['QO-STARY-1']);
    expect(result!.status).toBe('unknown');
    expect(result!.suggestions).not.toContain('QO-STARY-1');
  });

  it('resolves 500 codes with two queries, not one per code', async () => {
    const known = await catalogueProducts(400);
    const codes = [...known.map((p) => p.code), ...Array.from({ length: 100 }, (_, i) => `QO-NEZNAMY-${i}`)];
    const db = await getDb();
    const execute = jest.spyOn(db, 'execute');
    try {
      const found = await results(cookie, codes);
      expect(found).toHaveLength(500);
      expect(found.filter((r) => r.status === 'matched')).toHaveLength(400);
      expect(execute).toHaveBeenCalledTimes(2);
    } finally {
      execute.mockRestore();
    }
  });

  it('answers an empty list with an empty one (the storefront asks so whether the call exists)', async () => {
    expect(await results(cookie, [])).toEqual([]);
  });

  it('takes 500 codes of 64 characters and refuses 501 codes, an overlong or empty code and a body that is not the list', async () => {
    const longest = Array.from({ length: 500 }, (_, i) => `Ž${String(i).padStart(63, 'Ž')}`);
    expect((await lookup(cookie, longest)).status).toBe(200);
    expect(expectError(await lookup(cookie, [...longest, 'X']), 400)).toEqual([{ key: 'codes', code: 'messages.validation.codes.maxLength' }]);
    expect(expectError(await lookup(cookie, ['A', 'X'.repeat(65), '  ']), 400)).toEqual([
      { key: 'codes.1', code: 'messages.validation.codes.1.maxLength' },
      { key: 'codes.2', code: 'messages.validation.codes.2.required' },
    ]);
    expect(expectError(await callJson('POST', PATH, { cookie, body: 'nie json' }), 400)[0]?.key).toBe('body');
    expect(expectError(await lookup(cookie, 'A-1'), 400)[0]?.key).toBe('codes');
  });
});
