import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/backend/db/client';
import { products } from '@/lib/backend/db/schema';
import { demoCustomerCookie } from '../support/backend';
import { addProduct, full, live } from './support';

describe('search: diacritics and case', () => {
  it("'kamerovy' finds 'kamerový' (an article title) and a product written with accents", async () => {
    await addProduct({ code: 'TST-KSET-4', name: 'Kamerový set 4 kanály, biely' });
    const result = await live('kamerovy');
    expect(result.items.blog.map((b) => b.name)).toContain('Dimenzovanie UPS pre kamerový systém');
    expect(result.items.product.map((p) => p.code)).toContain('TST-KSET-4');
  });

  it('a query with accents finds text written without them', async () => {
    await addProduct({ code: 'TST-DRZ-1', name: 'Drziak kamery na stlp bez diakritiky' });
    const result = await full('držiak stĺp');
    expect(result.items.map((i) => i.product.code)).toContain('TST-DRZ-1');
    for (const { product } of result.items) expect(product.name).toMatch(/dr[zž]iak.*st[lĺ]p/i);
  });

  it("'KAMERA' finds the same products as 'kamera'", async () => {
    const upper = await full('KAMERA', { limit: 24 });
    const lower = await full('kamera', { limit: 24 });
    expect(upper.full_count).toBeGreaterThan(10);
    expect(upper.full_count).toBe(lower.full_count);
    expect(upper.items.map((i) => i.product.id)).toEqual(lower.items.map((i) => i.product.id));
    for (const { product } of upper.items) expect(product.name.toLowerCase()).toMatch(/kamer/);
  });

  it('matches the vendor and joins a number to its unit: "kamera 4mp" finds "4 Mpx" cameras', async () => {
    const result = await full('kamera 4mp', { limit: 50 });
    expect(result.full_count).toBeGreaterThan(0);
    for (const { product } of result.items) expect(product.name).toMatch(/4 Mpx/);
    const vendor = await full('hikvision', { limit: 50 });
    expect(vendor.full_count).toBeGreaterThan(0);
    for (const { product } of vendor.items) expect(product.vendor).toBe('Hikvision');
  });

  it('finds categories by name without diacritics, and by the words of their url', async () => {
    for (const query of ['drotove videovratniky', 'dvojdrot']) {
      const result = await live(query);
      expect(result.items.category.map((c) => c.name)).toContain('2-drôtové videovrátniky');
    }
  });

  it('takes a misspelt word for the closest catalogue word', async () => {
    const result = await full('hikvison');
    expect(result.full_count).toBeGreaterThan(0);
    expect(result.items[0]!.product.vendor).toBe('Hikvision');
  });
});

describe('search: ranking', () => {
  it('ranks a code prefix first: "DS-2CD2143" lists DS-2CD2143… codes before anything else', async () => {
    const result = await full('DS-2CD2143', { limit: 50 });
    const codes = result.items.map((i) => i.product.code);
    expect(codes.length).toBeGreaterThan(0);
    const firstOther = codes.findIndex((c) => !c.startsWith('DS-2CD2143'));
    if (firstOther !== -1) expect(codes.slice(firstOther).every((c) => !c.startsWith('DS-2CD2143'))).toBe(true);
    expect(codes[0]!.startsWith('DS-2CD2143')).toBe(true);
  });

  it('puts a product whose code starts with the word before products that only name it', async () => {
    await addProduct({ code: 'KAMERA-PRO-1', name: 'Testovací produkt bez toho slova' });
    const result = await live('kamera');
    expect(result.items.product[0]!.code).toBe('KAMERA-PRO-1');
  });

  it('puts word-prefix matches before matches inside a word', async () => {
    await addProduct({ code: 'TST-INSIDE-1', name: 'Superultrazomkamix jednotka' });
    await addProduct({ code: 'TST-PREFIX-1', name: 'Zomkamix jednotka' });
    const result = await full('zomkamix');
    expect(result.items.map((i) => i.product.code)).toEqual(['TST-PREFIX-1', 'TST-INSIDE-1']);
  });
});

describe('search: paging across ranks', () => {
  it('pages are consecutive slices of one ranking, whatever the page size', async () => {
    await addProduct({ code: 'DS-PAGE-1', name: 'Držiak pre stránkovanie' });
    const all = await full('ds', { limit: 60 });
    expect(all.full_count).toBeGreaterThan(20);
    const sliced: number[] = [];
    for (let offset = 0; offset < 60; offset += 7) sliced.push(...(await full('ds', { limit: 7, offset })).items.map((i) => i.product.id));
    expect(sliced.slice(0, all.items.length)).toEqual(all.items.map((i) => i.product.id));
  });
});

describe('search: the index follows the catalogue', () => {
  it('finds a renamed product by its new name and no longer finds an inactive one', async () => {
    const id = await addProduct({ code: 'TST-REN-1', name: 'Pôvodný názov qwxyzon' });
    const db = await getDb();
    await db.update(products).set({ name: 'Nový názov vbnmeter' }).where(eq(products.id, id));
    expect((await full('qwxyzon')).full_count).toBe(0);
    expect((await full('vbnmeter')).items.map((i) => i.product.id)).toEqual([id]);
    await db.update(products).set({ active: false }).where(eq(products.id, id));
    expect((await full('vbnmeter')).full_count).toBe(0);
  });
});

describe('search: prices and counts', () => {
  it('sends prices to customers only', async () => {
    const guest = await live('kamera');
    expect(guest.items.product.length).toBeGreaterThan(0);
    for (const item of guest.items.product) expect(item.price_exc_vat).toBeNull();
    const guestFull = await full('kamera');
    for (const { product } of guestFull.items) expect(product.price_exc_vat).toBeNull();

    const cookie = await demoCustomerCookie();
    const customer = await live('kamera', cookie);
    for (const item of customer.items.product) expect(typeof item.price_exc_vat).toBe('number');
    const customerFull = await full('kamera', { cookie });
    for (const { product } of customerFull.items) expect(typeof product.price_exc_vat).toBe('number');
  });

  it("counts the products the live search leaves out in 'more_results'", async () => {
    const result = await live('kamera');
    const { full_count } = await full('kamera');
    expect(result.items.product).toHaveLength(5);
    expect(result.more_results.product).toBe(full_count - 5);
  });

  it('pages without overlap and keeps the total; past the end the page is empty', async () => {
    const first = await full('kamera', { limit: 12, offset: 0 });
    const second = await full('kamera', { limit: 12, offset: 12 });
    const ids = [...first.items, ...second.items].map((i) => i.product.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(second.full_count).toBe(first.full_count);
    const beyond = await full('kamera', { limit: 12, offset: 5000 });
    expect(beyond.items).toEqual([]);
    expect(beyond.full_count).toBe(first.full_count);
  });
});
