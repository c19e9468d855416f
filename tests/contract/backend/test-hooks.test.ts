import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/backend/db/client';
import { products } from '@/lib/backend/db/schema';
import { companyTerms } from '@/lib/backend/operator/company-terms';
import { DEMO_COMPANY_TERMS, SECOND_COMPANY_TERMS } from '@/lib/backend/seed/demo-companies';
import { SECOND_COMPANY_EMAIL } from '@/lib/backend/seed/second-company';
import { inOutage } from '@/lib/backend/handlers/test-hooks';
import { E2E_SCOPE_COOKIE } from '@/lib/backend/handlers/test-hook-scope';
import { buildBackend } from '@/lib/backend';
import { buildRouter } from '@/lib/backend/routes';
import { envRestorer } from '@/tests/support/env';
import { DEMO_EMAIL, demoCustomerCookie } from '../support/backend';

const PATH = (slug: string) => `/admin/v1/test-hooks/product/${slug}/name`;

describe('test-only backend hooks', () => {
  afterEach(envRestorer('E2E_TEST_HOOKS'));

  it('do not exist unless E2E_TEST_HOOKS=1', () => {
    delete process.env.E2E_TEST_HOOKS;
    expect(buildRouter().match('POST', PATH('x'))).toBeNull();
    expect(buildRouter().match('POST', '/admin/v1/test-hooks/outage')).toBeNull();
    expect(buildRouter().match('POST', '/admin/v1/test-hooks/missing')).toBeNull();
    expect(buildRouter().match('POST', '/admin/v1/test-hooks/product/x/stock')).toBeNull();
    expect(buildRouter().match('POST', '/admin/v1/test-hooks/product/x/pack')).toBeNull();
    expect(buildRouter().match('POST', '/admin/v1/test-hooks/customer/terms')).toBeNull();
    expect(buildRouter().match('POST', '/admin/v1/test-hooks/company/person')).toBeNull();
    process.env.E2E_TEST_HOOKS = 'true';
    expect(buildRouter().match('POST', PATH('x'))).toBeNull();
    expect(inOutage('/admin/v1/menu/bottom-second/sk')).toBe(false);
  });

  it('rename a product when enabled; unknown products are 404 and blank names 400', async () => {
    process.env.E2E_TEST_HOOKS = '1';
    const db = await getDb();
    const [row] = await db.select({ id: products.id, slug: products.slug }).from(products).limit(1);
    const found = buildRouter().match('POST', PATH(row!.slug));
    if (!found || typeof found === 'string') throw new Error('hook not registered');
    const call = (name: string, slug = row!.slug) => {
      const request = new Request(`http://backend${PATH(slug)}`, { method: 'POST', body: JSON.stringify({ name }) });
      return found.handler({ request, url: new URL(request.url), params: { url: slug }, db, session: async () => null });
    };
    const response = await call('Nový názov');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true, product: { id: row!.id } });
    const [renamed] = await db.select({ name: products.name }).from(products).where(eq(products.id, row!.id));
    expect(renamed!.name).toBe('Nový názov');
    expect((await call('x', 'neexistuje')).status).toBe(404);
    expect((await call('   ')).status).toBe(400);
  });

  it("set a product's stock when enabled, below zero too; unknown products are 404 and a fraction 400", async () => {
    process.env.E2E_TEST_HOOKS = '1';
    const db = await getDb();
    const [row] = await db.select({ id: products.id, slug: products.slug }).from(products).limit(1);
    const path = `/admin/v1/test-hooks/product/${row!.slug}/stock`;
    const found = buildRouter().match('POST', path);
    if (!found || typeof found === 'string') throw new Error('hook not registered');
    const call = (stock: number, slug = row!.slug) => {
      const request = new Request(`http://backend${path}`, { method: 'POST', body: JSON.stringify({ stock }) });
      return found.handler({ request, url: new URL(request.url), params: { url: slug }, db, session: async () => null });
    };
    for (const stock of [3, -2]) {
      expect((await call(stock)).status).toBe(200);
      const [after] = await db.select({ stock: products.stock }).from(products).where(eq(products.id, row!.id));
      expect(after!.stock).toBe(stock);
    }
    expect((await call(1, 'neexistuje')).status).toBe(404);
    expect((await call(1.5)).status).toBe(400);
  });

  it('sell a product by the pack when enabled; unknown products are 404 and a pack below 1 400', async () => {
    process.env.E2E_TEST_HOOKS = '1';
    const db = await getDb();
    const [row] = await db.select({ id: products.id, slug: products.slug }).from(products).limit(1);
    const path = `/admin/v1/test-hooks/product/${row!.slug}/pack`;
    const found = buildRouter().match('POST', path);
    if (!found || typeof found === 'string') throw new Error('hook not registered');
    const call = (body: Record<string, number>, slug = row!.slug) => {
      const request = new Request(`http://backend${path}`, { method: 'POST', body: JSON.stringify(body) });
      return found.handler({ request, url: new URL(request.url), params: { url: slug }, db, session: async () => null });
    };
    expect((await call({ pack_size: 305, min_quantity: 610 })).status).toBe(200);
    const [after] = await db.select({ pack: products.packSize, min: products.minQuantity }).from(products).where(eq(products.id, row!.id));
    expect(after).toEqual({ pack: 305, min: 610 });
    expect((await call({ pack_size: 305, min_quantity: 305 }, 'neexistuje')).status).toBe(404);
    expect((await call({ pack_size: 0, min_quantity: 1 })).status).toBe(400);
  });

  it('put a company on a price list by its code and on payment terms when enabled; an unknown list or company is 404', async () => {
    process.env.E2E_TEST_HOOKS = '1';
    const db = await getDb();
    const path = '/admin/v1/test-hooks/customer/terms';
    const found = buildRouter().match('POST', path);
    if (!found || typeof found === 'string') throw new Error('hook not registered');
    const call = (body: Record<string, unknown>) => {
      const request = new Request(`http://backend${path}`, { method: 'POST', body: JSON.stringify(body) });
      return found.handler({ request, url: new URL(request.url), params: {}, db, session: async () => null });
    };
    const terms = async () => {
      const answer = await companyTerms(db, SECOND_COMPANY_EMAIL);
      if ('failure' in answer) throw new Error(answer.failure);
      return { list: answer.priceList?.code ?? null, days: answer.termsDays, limit: answer.creditLimitCents };
    };
    expect(await terms()).toEqual({ list: SECOND_COMPANY_TERMS.priceList, days: null, limit: null });

    const { priceList, termsDays, creditLimitCents } = DEMO_COMPANY_TERMS;
    expect((await call({ email: SECOND_COMPANY_EMAIL, days: termsDays, limit: creditLimitCents! / 100, list: priceList })).status).toBe(200);
    expect(await terms()).toEqual({ list: priceList, days: termsDays, limit: creditLimitCents });
    // without a list the company keeps its own; without days it prepays, with no limit
    expect((await call({ email: SECOND_COMPANY_EMAIL, days: null, limit: 10 })).status).toBe(200);
    expect(await terms()).toEqual({ list: priceList, days: null, limit: null });

    expect((await call({ email: SECOND_COMPANY_EMAIL, days: 30, limit: null, list: 'neexistuje' })).status).toBe(404);
    expect(await terms()).toEqual({ list: priceList, days: null, limit: null });
    expect((await call({ email: 'nikto@firma-test.sk', days: 30, limit: null, list: priceList })).status).toBe(404);
    expect((await call({ email: SECOND_COMPANY_EMAIL, days: 30, limit: null, list: '' })).status).toBe(400);
  });

  it('make the calls under a prefix answer as a foreign upstream lacking them (its own 404 page), then bring them back', async () => {
    process.env.E2E_TEST_HOOKS = '1';
    const backend = buildBackend();
    const call = (path: string) => backend(new Request(`http://backend${path}`));
    const hook = buildRouter().match('POST', '/admin/v1/test-hooks/missing');
    if (!hook || typeof hook === 'string') throw new Error('hook not registered');
    const db = await getDb();
    const setMissing = (missing: boolean) => {
      const request = new Request('http://backend/admin/v1/test-hooks/missing', { method: 'POST', body: JSON.stringify({ path: '/admin/v1/x/', missing }) });
      return hook.handler({ request, url: new URL(request.url), params: {}, db, session: async () => null });
    };
    const profile = '/admin/v1/x/customer/profile';
    expect((await call(profile)).status).toBe(401); // there: asks for a customer
    expect((await setMissing(true)).status).toBe(200);
    const lacking = await call(profile);
    expect(lacking.status).toBe(404);
    expect(lacking.headers.get('content-type')).toBe('text/html');
    expect((await call('/admin/v1/menu/bottom-second/sk')).status).toBe(200); // other calls unaffected
    delete process.env.E2E_TEST_HOOKS;
    expect((await buildBackend()(new Request(`http://backend${profile}`))).status).toBe(401); // a backend built without the hooks never asks them
    process.env.E2E_TEST_HOOKS = '1';
    expect((await setMissing(false)).status).toBe(200);
    expect((await call(profile)).status).toBe(401);
  });

  it('hide a call for the requests carrying one scope cookie only, and keep it hidden while another test still holds it', async () => {
    process.env.E2E_TEST_HOOKS = '1';
    const hook = buildRouter().match('POST', '/admin/v1/test-hooks/missing');
    if (!hook || typeof hook === 'string') throw new Error('hook not registered');
    const db = await getDb();
    const setMissing = (body: { path: string; missing: boolean; scope?: string }) => {
      const request = new Request('http://backend/admin/v1/test-hooks/missing', { method: 'POST', body: JSON.stringify(body) });
      return hook.handler({ request, url: new URL(request.url), params: {}, db, session: async () => null });
    };
    const profile = '/admin/v1/x/customer/profile';
    const backend = buildBackend();
    const call = (scope?: string) =>
      backend(new Request(`http://backend${profile}`, { headers: scope ? { Cookie: `sid=x; ${E2E_SCOPE_COOKIE}=${scope}` } : {} }));
    expect((await setMissing({ path: profile, missing: true, scope: 'test-a' })).status).toBe(200);
    expect((await call('test-a')).status).toBe(404); // the test's own browser: as a foreign upstream
    expect((await call('test-b')).status).toBe(401); // a parallel test: the call is there
    expect((await call()).status).toBe(401);
    expect((await setMissing({ path: profile, missing: true, scope: 'bad scope' })).status).toBe(400);

    // two tests hiding the same prefix: the first to bring it back leaves it hidden for the other
    expect((await setMissing({ path: profile, missing: true })).status).toBe(200);
    expect((await setMissing({ path: profile, missing: true })).status).toBe(200);
    expect((await setMissing({ path: profile, missing: false })).status).toBe(200);
    expect((await call('test-b')).status).toBe(404);
    const answer = await setMissing({ path: profile, missing: false });
    // asked once while hidden for every request (test-b's call above)
    expect(await answer.json()).toEqual({ success: true, missing: [{ path: profile, scope: 'test-a' }], asked: 1 });
    expect((await call('test-b')).status).toBe(401);
    expect((await setMissing({ path: profile, missing: false, scope: 'test-a' })).status).toBe(200);
    expect((await call('test-a')).status).toBe(401);
  });

  it('hide the company calls as an upstream without company accounts: no role, limit or sites in the user, and count what was asked', async () => {
    process.env.E2E_TEST_HOOKS = '1';
    const hook = buildRouter().match('POST', '/admin/v1/test-hooks/missing');
    if (!hook || typeof hook === 'string') throw new Error('hook not registered');
    const db = await getDb();
    const setMissing = async (missing: boolean) => {
      const body = { path: '/admin/v1/x/company/', missing, scope: 'bez-firiem' };
      const request = new Request('http://backend/admin/v1/test-hooks/missing', { method: 'POST', body: JSON.stringify(body) });
      return (await (await hook.handler({ request, url: new URL(request.url), params: {}, db, session: async () => null })).json()) as { asked: number };
    };
    const cookie = await demoCustomerCookie();
    const backend = buildBackend();
    const userOf = async (path: string, scope: string) => {
      const answer = await backend(new Request(`http://backend/admin/v1${path}`, { headers: { Cookie: `${cookie}; ${E2E_SCOPE_COOKIE}=${scope}` } }));
      expect(answer.status).toBe(200);
      return ((await answer.json()) as { user: Record<string, unknown> }).user;
    };
    const sites = (scope: string) =>
      backend(new Request('http://backend/admin/v1/x/company/sites', { headers: { Cookie: `${cookie}; ${E2E_SCOPE_COOKIE}=${scope}` } }));

    expect(await setMissing(true)).toMatchObject({ asked: 0 });
    for (const path of ['/sign/user', '/x/customer/summary/sk']) {
      const user = await userOf(path, 'bez-firiem');
      expect(user).toMatchObject({ email: DEMO_EMAIL, company_name: 'Alarm Servis Slovakia s.r.o.' });
      expect(Object.keys(user).filter((key) => ['role', 'order_limit_exc_vat', 'site', 'has_sites'].includes(key))).toEqual([]);
      expect(await userOf(path, 'ina-skuska')).toMatchObject({ role: 'owner', has_sites: true }); // another test's requests: all there
    }
    expect((await sites('bez-firiem')).status).toBe(404);
    expect((await sites('bez-firiem')).status).toBe(404);
    expect((await sites('ina-skuska')).status).toBe(200);
    expect(await setMissing(false)).toMatchObject({ asked: 2 });
    expect(await userOf('/sign/user', 'bez-firiem')).toMatchObject({ role: 'owner', has_sites: true });
  });

  it('fail a path with 503 while any test still holds it down, count its failures, and only read when `down` is left out', async () => {
    process.env.E2E_TEST_HOOKS = '1';
    const hook = buildRouter().match('POST', '/admin/v1/test-hooks/outage');
    if (!hook || typeof hook === 'string') throw new Error('hook not registered');
    const db = await getDb();
    const path = '/admin/v1/menu/bottom-second/sk';
    const setOutage = async (body: { path: string; down?: boolean }) => {
      const request = new Request('http://backend/admin/v1/test-hooks/outage', { method: 'POST', body: JSON.stringify(body) });
      const answer = await hook.handler({ request, url: new URL(request.url), params: {}, db, session: async () => null });
      return (await answer.json()) as { down: string[]; failed: Record<string, number> };
    };
    const backend = buildBackend();
    const status = async () => (await backend(new Request(`http://backend${path}`))).status;

    expect(await setOutage({ path })).toEqual({ success: true, down: [], failed: {} }); // a read takes nothing down
    expect(await status()).toBe(200);
    await setOutage({ path, down: true });
    await setOutage({ path, down: true }); // a second copy of the same spec
    expect(await status()).toBe(503);
    expect(await setOutage({ path })).toEqual({ success: true, down: [path], failed: { [path]: 1 } });
    await setOutage({ path, down: false }); // the first copy heals: the other still holds it
    expect(await status()).toBe(503);
    expect((await setOutage({ path })).failed[path]).toBe(2);
    await setOutage({ path, down: false });
    expect(await status()).toBe(200);
    expect(await setOutage({ path, down: false })).toEqual({ success: true, down: [], failed: {} }); // healing twice is harmless
  });
});
