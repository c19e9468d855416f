import {
  addressesResponseSchema,
  DELIVERY_ADDRESS,
  invoicesResponseSchema,
  orderDetailResponseSchema,
  ordersResponseSchema,
} from '@/lib/contract/schemas/account';
import { toAddressPayload } from '@/lib/contract/schemas/requests/address';
import { basketResponseSchema } from '@/lib/contract/schemas/cart';
import { placeOrderResponseSchema } from '@/lib/contract/schemas/checkout';
import { siteResponseSchema, sitesResponseSchema } from '@/lib/contract/schemas/sites';
import { signUserResponseSchema } from '@/lib/contract/schemas/user';
import { settleBackgroundWork } from '@/lib/backend/auth/background';
import { buildBackend } from '@/lib/backend';
import { envRestorer } from '@/tests/support/env';
import { call, callJson } from '../support/backend';
import { describeOnEachDriver } from '../support/drivers';
import { add } from '../cart/support';
import { buyer, chooseCourier, placeBasket, stockedProducts } from '../checkout/support';
import { pdfText } from '../../support/pdf-text';
import { parseXml, textAt } from '../../support/xml-tree';
import { errorsOf, signIn, SLOW } from './helpers';

jest.setTimeout(SLOW);

const V1 = '/admin/v1';
const FORBIDDEN = [{ key: 'user', code: 'messages.user.forbidden' }];
const SITE_NOT_FOUND = [{ key: 'site', code: 'messages.site.notFound' }];

/** POST /test-hooks/company/person through a backend built with the hooks on (as company-people.test.ts). */
async function addPerson(body: { owner_email: string; email: string; role: string }) {
  const restore = envRestorer('E2E_TEST_HOOKS');
  process.env.E2E_TEST_HOOKS = '1';
  try {
    const response = await buildBackend()(new Request(`http://backend${V1}/test-hooks/company/person`, { method: 'POST', body: JSON.stringify(body) }));
    expect(response.status).toBe(200);
  } finally {
    restore();
  }
}

const site = (name: string, jobReference: string) => ({ name, street: 'Mlynské nivy 1', city: 'Bratislava', zip: '821 09', jobReference });
const addSite = (cookie: string, body: unknown) => callJson('POST', `${V1}/x/company/sites`, { cookie, body });
const choose = (cookie: string, id: number | null) => callJson('PUT', `${V1}/x/customer/site`, { cookie, body: { site: id } });
const basketOf = async (cookie: string) => basketResponseSchema.parse((await callJson('GET', `${V1}/basket/sk`, { cookie })).body).basket;
const userOf = async (cookie: string) => signUserResponseSchema.parse((await callJson('GET', `${V1}/sign/user`, { cookie })).body).user;

async function newSite(cookie: string, name: string, jobReference: string): Promise<number> {
  const answer = await addSite(cookie, site(name, jobReference));
  expect(answer.status).toBe(200);
  return siteResponseSchema.parse(answer.body).site.id;
}

describeOnEachDriver('building sites (decision 059)', (driver) => {
  const ownerEmail = `stavby-${driver}@firma-s.sk`;
  let owner: string;
  let technik: string;
  let uctovnik: string;
  let stranger: string;
  let products: Array<{ id: number }>;

  beforeAll(async () => {
    owner = await buyer(ownerEmail);
    stranger = await buyer(`cudzi-stavby-${driver}@firma-t.sk`);
    await addPerson({ owner_email: ownerEmail, email: `technik-stavby-${driver}@firma-s.sk`, role: 'buyer' });
    await addPerson({ owner_email: ownerEmail, email: `uctovnik-stavby-${driver}@firma-s.sk`, role: 'accountant' });
    technik = (await signIn(`technik-stavby-${driver}@firma-s.sk`, 'Demo1234!')).cookie;
    uctovnik = (await signIn(`uctovnik-stavby-${driver}@firma-s.sk`, 'Demo1234!')).cookie;
    products = await stockedProducts(2);
  });
  afterEach(settleBackgroundWork);

  it('lets owner and buyer add, edit and archive sites, the accountant only list them, another company nothing', async () => {
    expect((await userOf(owner)).has_sites).toBe(false);
    const ruzinov = await newSite(owner, 'Bytový dom Ružinov', 'BD-RUZ-01');
    const senec = await newSite(technik, 'Hala Senec', 'HS-2026');
    expect(await userOf(uctovnik)).toMatchObject({ has_sites: true, site: null });

    const listed = sitesResponseSchema.parse((await callJson('GET', `${V1}/x/company/sites`, { cookie: uctovnik })).body);
    expect(listed.sites.map((s) => [s.name, s.job_reference])).toEqual([
      ['Bytový dom Ružinov', 'BD-RUZ-01'],
      ['Hala Senec', 'HS-2026'],
    ]);
    expect(sitesResponseSchema.parse((await callJson('GET', `${V1}/x/company/sites`, { cookie: stranger })).body).sites).toEqual([]);

    const refused = await addSite(uctovnik, site('Sklad', 'SK-1'));
    expect(refused.status).toBe(403);
    expect(errorsOf(refused.body)).toEqual(FORBIDDEN);

    const invalid = await addSite(owner, { ...site('', ''), zip: '12345678901' });
    expect(invalid.status).toBe(400);
    expect(
      errorsOf(invalid.body)
        .map((e) => e.key)
        .sort(),
    ).toEqual(['jobReference', 'name', 'zip']);

    const edited = await callJson('PATCH', `${V1}/x/company/sites/${senec}`, { cookie: owner, body: site('Hala Senec II', 'HS-2026-B') });
    expect(siteResponseSchema.parse(edited.body).site).toMatchObject({ name: 'Hala Senec II', job_reference: 'HS-2026-B' });

    for (const [method, body] of [
      ['PATCH', site('Cudzia', 'X')],
      ['DELETE', undefined],
    ] as const) {
      const foreign = await callJson(method, `${V1}/x/company/sites/${ruzinov}`, { cookie: stranger, body });
      expect(foreign.status).toBe(404);
      expect(errorsOf(foreign.body)).toEqual(SITE_NOT_FOUND);
    }
    const chosenForeign = await choose(stranger, ruzinov);
    expect(chosenForeign.status).toBe(404);
    expect(errorsOf(chosenForeign.body)).toEqual(SITE_NOT_FOUND);

    const temporary = await newSite(owner, 'Dočasná', 'TMP');
    expect((await choose(technik, temporary)).status).toBe(200);
    expect((await userOf(technik)).site).toEqual({ id: temporary, name: 'Dočasná', job_reference: 'TMP' });
    const archived = await callJson('DELETE', `${V1}/x/company/sites/${temporary}`, { cookie: owner });
    expect(sitesResponseSchema.parse(archived.body).sites.map((s) => s.id)).toEqual([ruzinov, senec]);
    // whoever ordered for it has no site now, and it cannot be picked again
    expect((await userOf(technik)).site).toBeNull();
    expect((await choose(technik, temporary)).status).toBe(404);
    expect((await choose(uctovnik, ruzinov)).status).toBe(403);
  });

  it('keeps a cart per person and site: switching the site switches the basket, and back', async () => {
    const [a, b] = products;
    const sites = sitesResponseSchema.parse((await callJson('GET', `${V1}/x/company/sites`, { cookie: technik })).body).sites;
    const [ruzinov, senec] = sites.map((s) => s.id);
    expect((await add(technik, a!.id, 1)).status).toBe(200);
    const withoutSite = await basketOf(technik);

    expect((await choose(technik, ruzinov!)).status).toBe(200);
    expect((await basketOf(technik)).products).toEqual([]);
    expect((await add(technik, b!.id, 2)).status).toBe(200);
    expect((await choose(technik, senec!)).status).toBe(200);
    expect((await basketOf(technik)).products).toEqual([]);

    expect((await choose(technik, ruzinov!)).status).toBe(200);
    expect((await basketOf(technik)).products.map((l) => [l.code, l.quantity])).toEqual([[expect.any(String), 2]]);
    expect((await choose(technik, null)).status).toBe(200);
    expect((await basketOf(technik)).id).toBe(withoutSite.id);
    // the page call reads the same basket as GET /basket
    const page = await callJson('POST', `${V1}/x/customer/page/sk`, { cookie: technik, body: { ids: [] } });
    expect((page.body as { basket: { id: number } }).basket.id).toBe(withoutSite.id);
    // a colleague's basket of the same site is their own
    expect((await choose(owner, ruzinov!)).status).toBe(200);
    expect((await basketOf(owner)).products).toEqual([]);
    expect((await choose(owner, null)).status).toBe(200);
  });

  it('keeps a site cart’s delivery address on the cart, not as the person’s own delivery address', async () => {
    const deliveryOf = async (cookie: string) =>
      addressesResponseSchema.parse((await callJson('GET', `${V1}/customer/address`, { cookie })).body).addresses.find((a) => a.type === DELIVERY_ADDRESS);
    const deliver = async (cookie: string, street: string) => {
      expect((await add(cookie, products[0]!.id, 1)).status).toBe(200);
      const address = toAddressPayload({ firstName: 'Ján', lastName: 'Technik', street, city: 'Senec', zip: '903 01', phone: '' });
      return callJson('PUT', `${V1}/cart/address/2`, { cookie, body: { basket: (await basketOf(cookie)).id, address } });
    };
    const [, senec] = sitesResponseSchema.parse((await callJson('GET', `${V1}/x/company/sites`, { cookie: owner })).body).sites.map((s) => s.id);
    expect((await choose(owner, null)).status).toBe(200);
    expect((await deliver(owner, 'Dielenská 3')).status).toBe(200);
    expect((await deliveryOf(owner))?.street).toBe('Dielenská 3');

    expect((await choose(owner, senec!)).status).toBe(200);
    expect((await deliver(owner, 'Diaľničná cesta 5')).status).toBe(200);
    expect((await deliveryOf(owner))?.street).toBe('Dielenská 3');
    expect((await choose(owner, null)).status).toBe(200);
  });

  it('carries the site and job reference onto the order, its list rows, invoice PDF and e-invoice', async () => {
    const sites = sitesResponseSchema.parse((await callJson('GET', `${V1}/x/company/sites`, { cookie: technik })).body).sites;
    const ruzinov = sites.find((s) => s.job_reference === 'BD-RUZ-01')!;
    expect((await choose(technik, ruzinov.id)).status).toBe(200);
    const basket = await basketOf(technik);
    expect(basket.products.length).toBe(1);
    await chooseCourier(technik, basket.id!);
    const placed = await placeBasket(technik, basket.id!);
    expect(placed.status).toBe(200);
    const { order } = placeOrderResponseSchema.parse(placed.body);

    const detail = orderDetailResponseSchema.parse((await callJson('GET', `${V1}/customer/order/detail/${order.id}/sk`, { cookie: owner })).body).orders;
    expect(detail.site).toEqual({ name: 'Bytový dom Ružinov', job_reference: 'BD-RUZ-01' });
    const rows = ordersResponseSchema.parse((await callJson('GET', `${V1}/x/customer/orders/50/0`, { cookie: uctovnik })).body).orders;
    expect(rows.find((r) => r.id === order.id)?.job_reference).toBe('BD-RUZ-01');
    const invoices = invoicesResponseSchema.parse((await callJson('GET', `${V1}/x/customer/invoices/50/0`, { cookie: uctovnik })).body).invoices;
    const invoice = invoices.find((i) => i.name === detail.invoice!.number)!;
    expect(invoice.job_reference).toBe('BD-RUZ-01');

    const pdf = await pdfText(new Uint8Array(await (await call('GET', invoice.invoice_url, { cookie: uctovnik })).arrayBuffer()));
    expect(pdf).toContain('Zákazka BD-RUZ-01');
    const xml = await (await call('GET', `${V1}/x/customer/invoice/${invoice.name}/xml`, { cookie: uctovnik })).text();
    expect(textAt(parseXml(xml), 'cbc:BuyerReference')).toBe('BD-RUZ-01');

    // the site's cart was consumed; the person keeps the site with a new empty basket
    expect((await userOf(technik)).site).toMatchObject({ id: ruzinov.id });
    expect((await basketOf(technik)).products).toEqual([]);
    expect((await choose(technik, null)).status).toBe(200);
  });
});
