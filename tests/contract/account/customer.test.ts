import { addressesResponseSchema, profileResponseSchema } from '@/lib/contract/schemas/account';
import { callJson, demoCustomerCookie, DEMO_EMAIL, callPrivate } from '../support/backend';
import { errorsOf, register, signIn, SLOW } from './helpers';

jest.setTimeout(SLOW);

const NOT_LOGGED_IN = [{ key: 'user', code: 'messages.user.not-logged-in' }];

describe('guests on customer/*', () => {
  it.each([
    ['GET', '/admin/v1/customer/profile'],
    ['GET', '/admin/v1/customer/address'],
    ['PATCH', '/admin/v1/customer/password'],
  ])('%s %s answers 401 not-logged-in', async (method, path) => {
    for (const cookie of [undefined, 'sid=forged; auth_check=forged']) {
      const { status, body } = await callJson(method, path, { cookie, body: method === 'PATCH' ? { old: 'Demo1234!', password: 'Nove12345' } : undefined });
      expect(status).toBe(401);
      expect(errorsOf(body)).toEqual(NOT_LOGGED_IN);
    }
  });
});

describe('GET /customer/profile', () => {
  it("returns the signed-in customer's details privately", async () => {
    const response = await callPrivate('GET', '/admin/v1/customer/profile', { cookie: await demoCustomerCookie() });
    const { customer } = profileResponseSchema.parse(await response.json());
    expect(customer).toEqual({
      username: DEMO_EMAIL,
      email: DEMO_EMAIL,
      first_name: 'Peter',
      last_name: 'Kováč',
      display_name: 'Peter Kováč',
      company_name: 'Alarm Servis Slovakia s.r.o.',
      phone: '+421 905 123 456',
      company_id: '50123459',
      vat_registration_id: '2120123456',
      ext_vat_registration_id: 'SK2120123456',
    });
  });

  it('returns the company data of a newly registered customer', async () => {
    await register('profil@example.sk');
    const { cookie } = await signIn('profil@example.sk', 'Heslo1234');
    const { customer } = profileResponseSchema.parse((await callJson('GET', '/admin/v1/customer/profile', { cookie })).body);
    expect(customer).toMatchObject({ email: 'profil@example.sk', company_name: 'Test Montáže s.r.o.', company_id: '51234564', first_name: '', last_name: '' });
  });
});

describe('GET /customer/address', () => {
  it('returns the invoice and delivery address', async () => {
    const response = await callPrivate('GET', '/admin/v1/customer/address', { cookie: await demoCustomerCookie() });
    const { addresses } = addressesResponseSchema.parse(await response.json());
    expect(addresses.map((a) => a.type)).toEqual([1, 2]);
    expect(addresses[0]).toMatchObject({
      first_name: 'Peter',
      last_name: 'Kováč',
      street: 'Mlynské nivy 45',
      city: 'Bratislava',
      zip: '821 09',
      phone: '+421 905 123 456',
    });
    expect(addresses[1]).toMatchObject({ first_name: 'Ján', last_name: 'Horváth', city: 'Bratislava' });
  });

  it('is an empty list for a customer who registered (the fillers are not an address)', async () => {
    await register('bez-adresy@example.sk');
    const { cookie } = await signIn('bez-adresy@example.sk', 'Heslo1234');
    const { body } = await callJson('GET', '/admin/v1/customer/address', { cookie });
    expect(addressesResponseSchema.parse(body).addresses).toEqual([]);
  });
});
