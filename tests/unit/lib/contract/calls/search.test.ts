/** @jest-environment node */
import { liveSearch, searchProducts } from '@/lib/contract/calls/search';
import { fakeClient, guestProduct } from '../fake-client';

describe('liveSearch', () => {
  it('sends the trimmed, encoded query with the abort signal and returns grouped hits', async () => {
    const { client, sent } = fakeClient({ items: { product: [], category: [], blog: [] }, more_results: { product: 2, blog: 0 } });
    const controller = new AbortController();
    const result = await liveSearch(client, '  ip kamera ', 'sk', { signal: controller.signal });
    expect(sent[0]).toMatchObject({ method: 'GET', path: '/search/ip%20kamera/sk', init: { signal: controller.signal } });
    expect(result.more_results.product).toBe(2);
    expect(result.corrected_query).toBeNull();
  });

  it('returns the corrected query a backend sends (docs/contract.md, optional fields)', async () => {
    const { client } = fakeClient({ items: { product: [], category: [], blog: [] }, more_results: { product: 0, blog: 0 }, corrected_query: 'kamera' });
    expect((await liveSearch(client, 'kamerz', 'sk')).corrected_query).toBe('kamera');
  });

  it('does not send an empty query', async () => {
    const { client, sent } = fakeClient({});
    const result = await liveSearch(client, '   ', 'sk');
    expect(sent).toHaveLength(0);
    expect(result.items).toEqual({ product: [], category: [], blog: [] });
  });
});

describe('searchProducts', () => {
  it('returns the products of the items and full_count', async () => {
    const { client, sent } = fakeClient({ success: true, items: [{ product: guestProduct() }], full_count: 13, error: [] });
    const result = await searchProducts(client, 'kamera', 'sk', 12, 12);
    expect(sent[0]?.path).toBe('/search-products/kamera/sk/12/12');
    expect(result.count).toBe(13);
    expect(result.products[0]?.code).toBe('DS-2CD2143G2-I');
    // an upstream without the optional fields: nothing corrected, no categories offered
    expect(result.corrected).toBeNull();
    expect(result.categories).toEqual([]);
  });

  it('returns the corrected query and the categories offered when nothing is found', async () => {
    const category = { type: 'category', name: 'Zabezpečovacie systémy', code: '', description: '', image: null, url: { url: 'ezs' }, price_exc_vat: null };
    const { client } = fakeClient({ success: true, items: [], full_count: 0, corrected_query: 'kamera', categories: [category], error: [] });
    const result = await searchProducts(client, 'kamerz', 'sk', 12, 0);
    expect(result.corrected).toBe('kamera');
    expect(result.categories.map((c) => c.url.url)).toEqual(['ezs']);
  });
});
