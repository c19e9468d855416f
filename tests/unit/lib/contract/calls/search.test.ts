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
  });
});
