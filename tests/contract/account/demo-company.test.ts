import { ordersResponseSchema } from '@/lib/contract/schemas/account';
import { companyAddressesResponseSchema } from '@/lib/contract/schemas/company-addresses';
import { sitesResponseSchema } from '@/lib/contract/schemas/sites';
import { DEMO_EMAIL, DEMO_PASSWORD } from '@/lib/backend/seed/demo-customer';
import { DEMO_ACCOUNTANT_EMAIL, DEMO_TECHNICIAN_EMAIL } from '@/lib/backend/seed/demo-people';
import { callJson } from '../support/backend';
import { describeOnEachDriver } from '../support/drivers';
import { signIn, SLOW } from './helpers';

jest.setTimeout(SLOW);

const V1 = '/admin/v1';

describeOnEachDriver('the demo company of the seed (issue 46: demo)', () => {
  it('signs in the owner, the technician with a 1 000 € limit and the accountant, all of Alarm Servis Slovakia', async () => {
    const owner = await signIn(DEMO_EMAIL, DEMO_PASSWORD);
    const technik = await signIn(DEMO_TECHNICIAN_EMAIL, 'Demo1234!', '192.0.2.2');
    const uctovnik = await signIn(DEMO_ACCOUNTANT_EMAIL, 'Demo1234!', '192.0.2.3');
    expect(owner.user).toMatchObject({ role: 'owner', company_name: 'Alarm Servis Slovakia s.r.o.' });
    expect(technik.user).toMatchObject({ role: 'buyer', order_limit_exc_vat: 1000, company_name: 'Alarm Servis Slovakia s.r.o.' });
    expect(uctovnik.user).toMatchObject({ role: 'accountant', company_name: 'Alarm Servis Slovakia s.r.o.' });

    const list = async (cookie: string, query = '') =>
      ordersResponseSchema.parse((await callJson('GET', `${V1}/x/customer/orders/50/0${query}`, { cookie })).body);
    const all = await list(uctovnik.cookie);
    expect(all.orders_count).toBe(7);
    const byName = (name: string) => all.filter_options!.people.find((p) => p.name === name)!.id;
    expect(all.filter_options!.sites.map((s) => s.name).sort()).toEqual(['Bytový dom Ružinov', 'Hala Senec']);
    const site = (name: string) => all.filter_options!.sites.find((s) => s.name === name)!.id;
    // a few orders each: by the owner and the technician, on both sites
    expect(new Set(all.orders.map((o) => o.person!.name))).toEqual(new Set(['Peter Kováč', 'Martin Šimko']));
    expect((await list(uctovnik.cookie, `?person=${byName('Martin Šimko')}`)).orders_count).toBe(3);
    const ruzinov = await list(owner.cookie, `?site=${site('Bytový dom Ružinov')}`);
    const senec = await list(owner.cookie, `?site=${site('Hala Senec')}`);
    expect([ruzinov.orders_count, senec.orders_count]).toEqual([3, 2]);
    expect(new Set(ruzinov.orders.map((o) => o.person!.name))).toEqual(new Set(['Peter Kováč', 'Martin Šimko']));
    // the technician sees only the three they placed
    expect((await list(technik.cookie)).orders.map((o) => o.person!.name)).toEqual(['Martin Šimko', 'Martin Šimko', 'Martin Šimko']);

    // the two sites with their job references, which the orders on them carry
    const sites = sitesResponseSchema.parse((await callJson('GET', `${V1}/x/company/sites`, { cookie: technik.cookie })).body).sites;
    expect(sites.map((s) => [s.name, s.job_reference])).toEqual([
      ['Bytový dom Ružinov', 'ZAK-2026-014'],
      ['Hala Senec', 'ZAK-2026-021'],
    ]);
    expect(new Set(ruzinov.orders.map((o) => o.job_reference))).toEqual(new Set(['ZAK-2026-014']));

    const book = companyAddressesResponseSchema.parse((await callJson('GET', `${V1}/x/company/addresses`, { cookie: technik.cookie })).body).addresses;
    expect(book.map((a) => a.label)).toEqual(['Sklad Mlynské nivy', 'Stavba Ružinov', 'Hala Senec']);
  });
});
