import { invoicesResponseSchema, ordersResponseSchema } from '@/lib/contract/schemas/account';
import { companyAddressesResponseSchema } from '@/lib/contract/schemas/company-addresses';
import { settleBackgroundWork } from '@/lib/backend/auth/background';
import { callJson } from '../support/backend';
import { describeOnEachDriver } from '../support/drivers';
import { twoCompanies } from './company-fixture';
import { errorsOf, SLOW } from './helpers';

jest.setTimeout(SLOW);

const V1 = '/admin/v1';
const get = (cookie: string, path: string) => callJson('GET', V1 + path, { cookie });

async function ordersOf(cookie: string, query = '') {
  const answer = await get(cookie, `/x/customer/orders/50/0${query}`);
  expect(answer.status).toBe(200);
  return ordersResponseSchema.parse(answer.body);
}

async function invoicesOf(cookie: string, query = '') {
  const answer = await get(cookie, `/x/customer/invoices/50/0${query}`);
  expect(answer.status).toBe(200);
  return invoicesResponseSchema.parse(answer.body);
}

describeOnEachDriver('company-wide orders and invoices, filtered by person and site (decision 059)', (driver) => {
  let co: Awaited<ReturnType<typeof twoCompanies>>;

  beforeAll(async () => {
    co = await twoCompanies(`views-${driver}`);
  });
  afterEach(settleBackgroundWork);

  it('shows owner and accountant every order of the company with who placed it, and the filters’ options', async () => {
    for (const viewer of [co.a, co.uctovnik]) {
      const list = await ordersOf(viewer.cookie);
      expect(list.orders.map((o) => [o.id, o.person?.id])).toEqual([
        [co.buyersOrder.id, co.technik.id],
        [co.ownersOrder.id, co.a.id],
      ]);
      expect(list.orders_count).toBe(2);
      expect(list.orders[0]!.person!.name).toBe(`technik-views-${driver}`);
      expect(list.filter_options!.people.map((p) => p.id)).toEqual([co.a.id, co.technik.id, co.uctovnik.id]);
      expect(list.filter_options!.sites.map((s) => s.name)).toEqual(['Ružinov', 'Senec']);
    }
  });

  it('filters orders and invoices by person, by site and by both; another company’s person or site matches nothing', async () => {
    const byPerson = await ordersOf(co.uctovnik.cookie, `?person=${co.technik.id}`);
    expect(byPerson.orders.map((o) => o.id)).toEqual([co.buyersOrder.id]);
    expect(byPerson.orders_count).toBe(1);
    expect((await ordersOf(co.uctovnik.cookie, `?site=${co.sites.ruzinov}`)).orders.map((o) => o.id)).toEqual([co.ownersOrder.id]);
    expect((await ordersOf(co.a.cookie, `?person=${co.technik.id}&site=${co.sites.ruzinov}`)).orders_count).toBe(0);
    expect((await ordersOf(co.a.cookie, `?person=${co.b.id}`)).orders).toEqual([]);
    expect((await ordersOf(co.a.cookie, `?site=${co.sites.bSite}`)).orders).toEqual([]);
    // a malformed value is no filter
    expect((await ordersOf(co.a.cookie, '?person=abc')).orders_count).toBe(2);

    const invoices = await invoicesOf(co.uctovnik.cookie, `?site=${co.sites.senec}`);
    expect(invoices.invoices.map((i) => [i.name, i.person?.id])).toEqual([[co.buyersOrder.invoiceNumber, co.technik.id]]);
    expect(invoices.invoices_count).toBe(1);
    expect((await invoicesOf(co.uctovnik.cookie, `?person=${co.a.id}`)).invoices.map((i) => i.name)).toEqual([co.ownersOrder.invoiceNumber]);
    expect((await invoicesOf(co.uctovnik.cookie)).invoices_count).toBe(2);
  });

  it('gives a buyer only their own, with no person filter to pick and a person in the query ignored', async () => {
    const own = await ordersOf(co.technik.cookie, `?person=${co.a.id}`);
    expect(own.orders.map((o) => o.id)).toEqual([co.buyersOrder.id]);
    expect(own.filter_options).toEqual({ people: [], sites: expect.any(Array) });
    expect((await ordersOf(co.technik.cookie, `?site=${co.sites.ruzinov}`)).orders).toEqual([]);
    expect((await invoicesOf(co.technik.cookie)).invoices.map((i) => i.name)).toEqual([co.buyersOrder.invoiceNumber]);
  });

  it('keeps the spec’s lists as they were: no person, no filter options', async () => {
    const answer = await get(co.a.cookie, `/customer/orders/50/0?person=${co.technik.id}`);
    const list = ordersResponseSchema.parse(answer.body);
    expect(list.orders_count).toBe(2);
    expect(list.filter_options).toBeUndefined();
    expect(list.orders[0]!.person).toBeUndefined();
  });
});

describeOnEachDriver('the company’s shared delivery addresses (decision 059)', (driver) => {
  let co: Awaited<ReturnType<typeof twoCompanies>>;
  const book = async (cookie: string) => companyAddressesResponseSchema.parse((await get(cookie, '/x/company/addresses')).body).addresses;
  const form = {
    label: 'Hala Senec',
    firstName: 'Peter',
    lastName: 'Stavbyvedúci',
    street: 'Diaľničná 5',
    city: 'Senec',
    zip: '90301',
    phone: '+421900111222',
  };

  beforeAll(async () => {
    co = await twoCompanies(`book-${driver}`);
  });
  afterEach(settleBackgroundWork);

  it('lists the company’s addresses to every role and never another company’s', async () => {
    for (const person of [co.a, co.technik, co.uctovnik]) expect((await book(person.cookie)).map((a) => a.label)).toEqual(['Sklad A']);
    expect((await book(co.b.cookie)).map((a) => a.label)).toEqual(['Sklad B']);
  });

  it('lets a buyer add one the owner then sees, and remove it; an accountant gets 403', async () => {
    const added = await callJson('POST', `${V1}/x/company/addresses`, { cookie: co.technik.cookie, body: { address: form } });
    expect(added.status).toBe(200);
    const [, fresh] = companyAddressesResponseSchema.parse(added.body).addresses;
    expect(fresh).toMatchObject({ label: 'Hala Senec', first_name: 'Peter', street: 'Diaľničná 5', zip: '90301', phone: '+421900111222' });
    expect((await book(co.a.cookie)).map((a) => a.id)).toEqual([co.address, fresh!.id]);

    const refused = await callJson('POST', `${V1}/x/company/addresses`, { cookie: co.uctovnik.cookie, body: { address: form } });
    expect(refused.status).toBe(403);
    expect(errorsOf(refused.body)).toEqual([{ key: 'user', code: 'messages.user.forbidden' }]);
    expect((await callJson('DELETE', `${V1}/x/company/addresses/${fresh!.id}`, { cookie: co.uctovnik.cookie })).status).toBe(403);

    const removed = await callJson('DELETE', `${V1}/x/company/addresses/${fresh!.id}`, { cookie: co.a.cookie });
    expect(removed.status).toBe(200);
    expect(companyAddressesResponseSchema.parse(removed.body).addresses.map((a) => a.id)).toEqual([co.address]);
  });

  it('answers 404 for removing another company’s address and 400 for a form without a street', async () => {
    const foreign = await callJson('DELETE', `${V1}/x/company/addresses/${co.bAddress}`, { cookie: co.a.cookie });
    expect(foreign.status).toBe(404);
    expect((await book(co.b.cookie)).map((a) => a.id)).toEqual([co.bAddress]);
    const bad = await callJson('POST', `${V1}/x/company/addresses`, { cookie: co.a.cookie, body: { address: { ...form, street: '' } } });
    expect(bad.status).toBe(400);
    expect(errorsOf(bad.body).map((e) => e.key)).toEqual(['address.street']);
  });
});
