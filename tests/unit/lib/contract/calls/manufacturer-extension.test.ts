/** @jest-environment node */
import { getProductManufacturer } from '@/lib/contract/calls/catalogue';
import { ApiError } from '@/lib/contract/errors';
import { upstream } from '../fake-upstream';

const maker = {
  name: 'Výrobca a.s.',
  street: 'Hlavná 1',
  postalCode: '811 01',
  city: 'Bratislava',
  country: 'SK',
  email: 'bezpecnost@vyrobca.example',
  web: null,
  euResponsible: null,
};

describe('the manufacturer data extension (GET /x/product/{id}/manufacturer)', () => {
  it('gives the manufacturer where the backend answers it', async () => {
    const { client, sent } = upstream({ '/x/product/7/manufacturer': { status: 200, body: { success: true, manufacturer: maker } } });
    expect(await getProductManufacturer(client, 7)).toEqual(maker);
    expect(sent).toEqual(['GET /x/product/7/manufacturer']);
  });

  it.each([
    ['an HTML 404', undefined],
    ['a 501', { status: 501, body: { success: false, error: [] } }],
  ])('gives null, so the page shows nothing, where an upstream answers %s', async (_, missing) => {
    const { client } = upstream(missing ? { '/x/product/7/manufacturer': missing } : {});
    expect(await getProductManufacturer(client, 7)).toBeNull();
  });

  it('lets a failure of a backend that has the call reach the caller (the page then goes on without it)', async () => {
    const { client } = upstream({
      '/x/product/7/manufacturer': { status: 500, body: { success: false, error: [{ key: 'server', code: 'messages.server.error' }] } },
    });
    await expect(getProductManufacturer(client, 7)).rejects.toBeInstanceOf(ApiError);
  });
});
