import { getDb } from '@/lib/backend/db/client';
import { loadProductFacts } from '../../support/catalogue-facts';
import { describeOnEachDriver } from '../support/drivers';
import { full, live } from './support';

// How installers write (issue 47 item 4, docs/decisions/062): word families and the category's
// words, two-wire kept apart from wireless, a typo correction the answer owns up to, and the
// categories offered when no product is found.

const MOTION = /^ezs\/detektory\/pohybove-detektory\//;

describeOnEachDriver('search as installers write', () => {
  it("'detektor pohybu' finds the products of 'Pohybové detektory', and the category", async () => {
    const facts = await loadProductFacts(await getDb());
    const page = await full('detektor pohybu', { limit: 100 });
    expect(page.full_count).toBeGreaterThanOrEqual(10);
    for (const { product } of page.items) expect(facts.get(product.id)?.category).toMatch(MOTION);
    expect(page.corrected_query).toBeNull();
    const overlay = await live('detektor pohybu');
    expect(overlay.items.category.map((c) => c.name)).toContain('Pohybové detektory');
    expect(overlay.items.product.length + overlay.more_results.product).toBe(page.full_count);
  });

  it("'pohybové detektory', the adjective of the same family, finds the same products", async () => {
    const [noun, adjective] = [await full('detektor pohybu', { limit: 100 }), await full('pohybové detektory', { limit: 100 })];
    expect(new Set(adjective.items.map((i) => i.product.id))).toEqual(new Set(noun.items.map((i) => i.product.id)));
  });

  it("'dvojdrôtový' lists two-wire products first and never a wireless one among them", async () => {
    const facts = await loadProductFacts(await getDb());
    const page = await full('dvojdrôtový', { limit: 10 });
    expect(page.full_count).toBeGreaterThanOrEqual(5);
    expect(page.items[0]!.product.name).toMatch(/2-drôtový/);
    for (const { product } of page.items) {
      expect(product.name).not.toMatch(/bezdrôtov/i);
      expect(`${product.name} ${facts.get(product.id)?.category}`).toMatch(/2-drôtov|dvojdrotove/);
    }
    expect(page.corrected_query).toBeNull();
  });

  it("'kamerz' shows the cameras and says it shows them for the corrected query", async () => {
    const page = await full('kamerz', { limit: 12 });
    expect(page.corrected_query).toMatch(/^kamer/);
    expect(page.full_count).toBeGreaterThanOrEqual(20);
    for (const { product } of page.items) expect(product.name).toMatch(/kamer/i);
    const overlay = await live('kamerz');
    expect(overlay.corrected_query).toBe(page.corrected_query);
    expect(overlay.items.product.map((p) => p.code)).toEqual(page.items.slice(0, 5).map((i) => i.product.code));
  });

  it("'hikvison' shows Hikvision's products for 'hikvision'", async () => {
    const page = await full('hikvison', { limit: 50 });
    expect(page.corrected_query).toBe('hikvision');
    expect(page.full_count).toBeGreaterThan(0);
    for (const { product } of page.items) expect(product.vendor).toBe('Hikvision');
    expect((await live('hikvison')).corrected_query).toBe('hikvision');
  });

  it('a query found as typed carries no correction', async () => {
    expect((await full('hikvision')).corrected_query).toBeNull();
    expect((await live('kamera')).corrected_query).toBeNull();
  });

  it('a query that finds no product offers the categories whose names match', async () => {
    const page = await full('zabezpečovacie systémy');
    expect(page.full_count).toBe(0);
    expect(page.items).toEqual([]);
    expect(page.categories.map((c) => ({ type: c.type, name: c.name, url: c.url.url }))).toEqual([
      { type: 'category', name: 'Zabezpečovacie systémy', url: 'ezs' },
    ]);
    expect(page.corrected_query).toBeNull();
    // a query that finds something carries no categories; one that matches nothing at all offers none
    expect((await full('kamera')).categories).toEqual([]);
    expect((await full('qxzvwj')).categories).toEqual([]);
  });
});
