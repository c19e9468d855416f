import { eq } from 'drizzle-orm';
import { getDb, queryRows, sql } from '@/lib/backend/db/client';
import { products } from '@/lib/backend/db/schema';
import { describeOnEachDriver } from '../support/drivers';
import { loadProductFacts } from '../../support/catalogue-facts';
import { addProduct, full, live } from './support';

/**
 * What installers type for the product kinds of the demo catalogue: the form a product name uses
 * (base) and other cases and numbers, with and without diacritics. `name`: what the names of the
 * products found contain.
 */
const FAMILIES = [
  { base: 'kamera', forms: ['kamery', 'kamier', 'kamerou', 'kamerám', 'kamerach', 'KAMERY'], name: /kamer/i },
  { base: 'detektor', forms: ['detektory', 'detektorov', 'detektorom', 'detektore'], name: /detektor/i },
  { base: 'ústredňa', forms: ['ústredne', 'ustredne', 'ústredni', 'ústredňou', 'ustredniach', 'ustredna'], name: /ústredň/i },
  { base: 'kábel', forms: ['káble', 'kable', 'kábla', 'káblov', 'kabel'], name: /kábel/i },
  { base: 'siréna', forms: ['sirény', 'sireny', 'sirén', 'sirénou', 'sirena'], name: /sirén/i },
  { base: 'klávesnica', forms: ['klávesnice', 'klavesnice', 'klávesníc', 'klávesnicou'], name: /klávesnic/i },
  { base: 'rekordér', forms: ['rekordéry', 'rekordérov', 'rekordérom', 'rekorder'], name: /rekordér/i },
  { base: 'monitor', forms: ['monitory', 'monitorov', 'monitorom'], name: /monitor/i },
  { base: 'zdroj', forms: ['zdroje', 'zdroja', 'zdrojov'], name: /zdroj/i },
  { base: 'kontakt', forms: ['kontakty', 'kontaktu', 'kontaktov'], name: /kontakt/i },
] as const;

/** Every product the results page finds for `query`, page by page (100 is the largest page). */
async function allFound(query: string): Promise<Set<number>> {
  const ids = new Set<number>();
  for (let offset = 0; ; offset += 100) {
    const page = await full(query, { limit: 100, offset });
    for (const { product } of page.items) ids.add(product.id);
    if (offset + 100 >= page.full_count) return ids;
  }
}

/** Products the overlay counts: those it lists and those behind 'all products'. */
async function overlayCount(query: string): Promise<number> {
  const result = await live(query);
  return result.items.product.length + result.more_results.product;
}

describeOnEachDriver('search: Slovak inflection', () => {
  describe.each(FAMILIES)("forms of '$base'", ({ base, forms, name }) => {
    // an inflected form that occurs in some product name is no longer left to the typo corrector
    beforeAll(() => addProduct({ code: `TST-FORMS-${base.toUpperCase()}`, name: `Sada: ${forms.join(', ')}` }));

    it('find every product the base form finds, on the results page and in the overlay', async () => {
      const expected = await allFound(base);
      const overlay = await live(base);
      expect(expected.size).toBeGreaterThanOrEqual(5);
      for (const { name: shown } of overlay.items.product) expect(shown).toMatch(name);
      for (const form of forms) {
        const found = await allFound(form);
        const missing = [...expected].filter((id) => !found.has(id));
        expect({ form, missing }).toEqual({ form, missing: [] });
        const formOverlay = await live(form);
        expect({ form, shown: formOverlay.items.product.map((p) => p.code) }).toEqual({ form, shown: overlay.items.product.map((p) => p.code) });
        expect(await overlayCount(form)).toBe(found.size);
      }
    });
  });

  it("'kamery' lists cameras first, not the 'Držiak kamery' brackets, and the camera categories", async () => {
    const result = await live('kamery');
    expect(result.items.product).toHaveLength(5);
    for (const product of result.items.product) expect(product.name).toMatch(/kamera/);
    expect(result.items.category.map((c) => c.name)).toContain('IP kamery');
    const page = await full('kamery', { limit: 100 });
    expect(page.items.filter(({ product }) => /^IP kamera/.test(product.name)).length).toBeGreaterThanOrEqual(20);
  });

  it('finds categories by other forms of their words', async () => {
    expect((await live('kamier')).items.category.map((c) => c.name)).toContain('IP kamery');
    expect((await live('káblov')).items.category.map((c) => c.name)).toContain('Káble');
    expect((await live('ústredňa')).items.category.map((c) => c.name)).toContain('Ústredne');
  });

  it('still finds as the installer types: word beginnings list the same products in the overlay', async () => {
    for (const [prefix, family] of [
      ['kam', /kamer/i],
      ['kame', /kamer/i],
      ['kamer', /kamer/i],
      ['detek', /detektor/i],
      ['ústred', /ústredň/i],
      ['klavesn', /klávesnic/i],
      ['kabl', /kábel/i],
    ] as const) {
      const shown = (await live(prefix)).items.product.map((p) => p.name);
      expect({ prefix, shown: shown.length }).toEqual({ prefix, shown: 5 });
      for (const productName of shown) expect(productName).toMatch(family);
    }
  });

  it('keeps a code prefix first: a product whose code starts with the query comes before its inflected matches', async () => {
    await addProduct({ code: 'KAMERY-TST-1', name: 'Testovací produkt bez toho slova' });
    expect((await live('kamery')).items.product[0]!.code).toBe('KAMERY-TST-1');
    const codes = (await full('IPC-HFW2441', { limit: 50 })).items.map((i) => i.product.code);
    expect(codes.length).toBeGreaterThan(0);
    expect(codes[0]!.startsWith('IPC-HFW2441')).toBe(true);
  });

  it('does not merge unrelated words: a short stem is compared whole', async () => {
    await addProduct({ code: 'TST-TEL-1', name: 'Domáci telefón zvončekový' });
    const dome = await full('dome', { limit: 100 });
    expect(dome.full_count).toBeGreaterThan(0);
    // the products named 'dome' first, then the rest of the 'Dome kamery' category (turrets, decisions/062)
    const facts = await loadProductFacts(await getDb());
    const named = dome.items.filter(({ product }) => /dome/i.test(product.name)).length;
    expect(named).toBeGreaterThan(0);
    dome.items.forEach(({ product }, at) => {
      if (at < named) expect(product.name).toMatch(/dome/i);
      else expect(facts.get(product.id)?.category).toMatch(/^cctv\/ip-kamery\/dome-kamery\//);
    });
  });

  it('stems the index when a product is added or renamed', async () => {
    const found = async (query: string) => (await full(query)).items.map((i) => i.product.id).sort((a, b) => a - b);
    const sensor = await addProduct({ code: 'TST-STEM-1', name: 'Snímač xylofónu' });
    const holder = await addProduct({ code: 'TST-STEM-2', name: 'Držiak xylofónov' });
    expect(await found('xylofónov')).toEqual([sensor, holder]);
    const db = await getDb();
    await db.update(products).set({ name: 'Snímač marimby' }).where(eq(products.id, sensor));
    const cover = await addProduct({ code: 'TST-STEM-3', name: 'Kryt pod marimbou' });
    expect(await found('marimbou')).toEqual([sensor, cover]);
    expect(await found('xylofónov')).toEqual([holder]);
  });

  it('the SQL stemmer: one stem per word family, codes and short words untouched', async () => {
    const stems = async (words: string) => {
      const [row] = await queryRows<{ stems: string }>(await getDb(), sql`SELECT search_stems(search_words(${words})) AS stems`);
      return row!.stems.trim().split(' ');
    };
    const seen = new Map<string, string>();
    for (const { base, forms } of FAMILIES) {
      const family = await stems([base, ...forms].join(' '));
      expect({ base, family: new Set(family).size }).toEqual({ base, family: 1 });
      expect(seen.get(family[0]!)).toBeUndefined();
      seen.set(family[0]!, base);
    }
    expect(await stems('DS-2CD2143G2-I hub2 4 Mpx ip 2n zoom')).toEqual(['ds', '2cd2143g2', 'i', 'hub2', '4', 'mpx', 'ip', '2n', 'zoom']);
  });
});
