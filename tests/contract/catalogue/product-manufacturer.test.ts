import { and, eq } from 'drizzle-orm';
import { manufacturerResponseSchema } from '@/lib/contract/schemas/manufacturer';
import { getDb } from '@/lib/backend/db/client';
import { brands, manufacturers, products } from '@/lib/backend/db/schema';
import { callJson, demoCustomerCookie } from '../support/backend';
import { expectError } from './support';

const path = (id: number | string) => `/admin/v1/x/product/${id}/manufacturer`;

/** The first active product of `vendor`. */
async function productOf(vendor: string): Promise<number> {
  const db = await getDb();
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.vendor, vendor), eq(products.active, true)))
    .limit(1);
  if (!row) throw new Error(`no ${vendor} product in the seed`);
  return row.id;
}

describe('GET /x/product/{id}/manufacturer (extension, GPSR)', () => {
  it('answers the manufacturer of an EU brand with its postal and e-mail address and no EU responsible person', async () => {
    const answer = await callJson('GET', path(await productOf('Jablotron')));
    expect(answer.status).toBe(200);
    const { manufacturer } = manufacturerResponseSchema.parse(answer.body);
    expect(manufacturer).toMatchObject({ country: 'CZ', city: 'Jablonec nad Nisou', euResponsible: null });
    expect(manufacturer!.email).toMatch(/^[^@\s]+@[^@\s]+\.[a-z]+$/);
    expect(answer.headers.get('cache-control')).toContain('public');
  });

  it('adds the responsible person in the EU for a manufacturer outside it', async () => {
    const answer = await callJson('GET', path(await productOf('Hikvision')));
    const { manufacturer } = manufacturerResponseSchema.parse(answer.body);
    expect(manufacturer!.country).toBe('CN');
    expect(manufacturer!.euResponsible).toMatchObject({ country: 'NL' });
    expect(manufacturer!.euResponsible!.street).not.toBe('');
  });

  it('gives every seeded brand but one such data, the same to a customer as to a guest', async () => {
    const db = await getDb();
    const brandCount = await db.$count(brands);
    const withData = await db.$count(manufacturers);
    expect(withData).toBe(brandCount - 1);
    const id = await productOf('Bosch');
    const guest = await callJson('GET', path(id));
    const customer = await callJson('GET', path(id), { cookie: await demoCustomerCookie() });
    expect(customer.body).toEqual(guest.body);
  });

  it('answers null for a brand without data, 404 for an unknown product and 400 for a malformed id', async () => {
    const answer = await callJson('GET', path(await productOf('Solo')));
    expect(answer.status).toBe(200);
    expect(manufacturerResponseSchema.parse(answer.body).manufacturer).toBeNull();
    expect(expectError(await callJson('GET', path(99_999_999)), 404)).toEqual([{ key: 'product', code: 'messages.product.notFound' }]);
    expect(expectError(await callJson('GET', path('12abc')), 400)).toEqual([{ key: 'id', code: 'messages.validation.id.invalid' }]);
  });
});
