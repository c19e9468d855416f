/** @jest-environment node */
import { listingQuery, orderFor, parseListingParams, ORDERING_CODES } from '@/lib/contract/rules/ordering';
import { orderListSchema } from '@/lib/contract/schemas/requests/listing';

describe('orderFor', () => {
  it.each([
    [1, { 'product.id': 'DESC' }],
    [2, { 'product.name': 'ASC' }],
    [3, { 'product.name': 'DESC' }],
    [4, { 'product.price_exc_vat': 'ASC' }],
    [5, { 'product.price_exc_vat': 'DESC' }],
    [6, { 'product.code': 'ASC' }],
    [7, { 'product.code': 'DESC' }],
  ] as const)('maps %i to the contract order', (code, clause) => {
    expect(orderFor(code)).toEqual([clause]);
  });

  it('produces bodies the order schema accepts, and fresh objects each time', () => {
    for (const code of ORDERING_CODES) expect(orderListSchema.safeParse(orderFor(code)).success).toBe(true);
    expect(orderFor(1)[0]).not.toBe(orderFor(1)[0]);
  });

  it('rejects orders that are not one known field', () => {
    expect(orderListSchema.safeParse([{ 'product.stock': 'ASC' }]).success).toBe(false);
    expect(orderListSchema.safeParse([{ 'product.id': 'DESC', 'product.name': 'ASC' }]).success).toBe(false);
    expect(orderListSchema.safeParse([{ 'product.id': 'down' }]).success).toBe(false);
    expect(orderListSchema.safeParse([]).success).toBe(false);
  });
});

describe('parseListingParams', () => {
  const defaults = { limit: 12, page: 1, ordering: 1, inStock: false, offset: 0 };

  it('defaults when nothing is given', () => {
    expect(parseListingParams(new URLSearchParams())).toEqual(defaults);
    expect(parseListingParams({})).toEqual(defaults);
  });

  it('reads valid values and computes the offset', () => {
    expect(parseListingParams(new URLSearchParams('lm=36&pg=3&or=7&st=1'))).toEqual({ limit: 36, page: 3, ordering: 7, inStock: true, offset: 72 });
    expect(parseListingParams({ lm: '72', pg: '2', or: '4', st: 'true' })).toEqual({ limit: 72, page: 2, ordering: 4, inStock: true, offset: 72 });
  });

  it('takes the first of repeated params', () => {
    expect(parseListingParams({ lm: ['36', '72'], pg: ['2'] })).toMatchObject({ limit: 36, page: 2 });
    expect(parseListingParams(new URLSearchParams('or=3&or=5'))).toMatchObject({ ordering: 3 });
  });

  it.each([
    ['lm=13', { limit: 12 }],
    ['lm=abc', { limit: 12 }],
    ['lm=36abc', { limit: 12 }],
    ['lm=-36', { limit: 12 }],
    ['pg=0', { page: 1, offset: 0 }],
    ['pg=-2', { page: 1 }],
    ['pg=1.5', { page: 1 }],
    ['pg=1e3', { page: 1 }],
    ['pg=99999999999999999999', { page: 1 }],
    ['or=0', { ordering: 1 }],
    ['or=8', { ordering: 1 }],
    ['or=2.0', { ordering: 1 }],
    ['st=0', { inStock: false }],
    ['st=yes', { inStock: false }],
    ['st=', { inStock: false }],
  ])('clamps %s to the default', (query, expected) => {
    expect(parseListingParams(new URLSearchParams(query))).toMatchObject(expected);
  });
});

describe('listingQuery', () => {
  it('leaves defaults out and writes the rest', () => {
    expect(listingQuery({ limit: 12, page: 1, ordering: 1, inStock: false }).toString()).toBe('');
    expect(listingQuery({ limit: 36, page: 2, ordering: 6, inStock: true }).toString()).toBe('lm=36&pg=2&or=6&st=1');
  });

  it('round-trips through parseListingParams', () => {
    const state = { limit: 72, page: 4, ordering: 3, inStock: true } as const;
    expect(parseListingParams(listingQuery(state))).toMatchObject(state);
  });
});
