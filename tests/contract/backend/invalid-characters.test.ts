import { eq, sql } from 'drizzle-orm';
import { getDb, queryRows } from '@/lib/backend/db/client';
import { buildingSites, carts, customers, orderApprovals } from '@/lib/backend/db/schema';
import { issueInvitation } from '@/lib/backend/accounts/invitations';
import { DEMO_SITES, DEMO_TECHNICIAN_EMAIL } from '@/lib/backend/seed/demo-people';
import { ROUTES } from '@/lib/backend/routes';
import { errorsOf, SLOW } from '../account/helpers';
import { callJson, demoCustomerCookie, DEMO_EMAIL, DEMO_PASSWORD } from '../support/backend';
import { describeOnEachDriver } from '../support/drivers';
import { SIGN_UP_FILLERS } from '../../support/sign-up-fillers';

jest.setTimeout(SLOW);

// Every text field of every call refuses C0 controls and the bidi overrides with 400
// `messages.validation.<field>.invalidCharacters` (lib/contract/schemas/text-characters.ts), before anything
// reaches the database: a NUL used to be a 500 from PostgreSQL.
const BAD = { NUL: 'a\u0000b', 'U+202E': 'ab\u202ecd' };

/** Records of the demo company a call's path names (its owner is the demo customer the sweep signs in as). */
interface DemoRecords {
  /** the technician, a colleague */
  person: number;
  site: number;
  /** a pending request of the technician for approval */
  approval: number;
  /** an open invitation's raw token */
  token: string;
}

/** A body call, a body it takes, the dotted paths of its text fields, and the records its path names (else harmless values). */
interface BodyCall {
  body: Record<string, unknown>;
  text: readonly string[];
  params?: (records: DemoRecords) => Record<string, string>;
}

const ADDRESS = {
  firstName: 'Ján',
  lastName: 'Novák',
  street: 'Hlavná 1',
  city: 'Žilina',
  zip: '01001',
  phone: '+421905123456',
  email: 'jan@example.sk',
  id: null,
  country: 32,
};
const ADDRESS_TEXT = ['firstName', 'lastName', 'street', 'city', 'zip', 'phone'];
const SITE = { name: 'Sklad Trnava', street: 'Priemyselná 2', city: 'Trnava', zip: '91701', jobReference: 'ZAK-2026-099' };
const SITE_TEXT = Object.keys(SITE);
const SHARED_ADDRESS = { label: 'Sklad', firstName: 'Ján', lastName: 'Novák', street: 'Hlavná 1', city: 'Žilina', zip: '01001', phone: '+421905123456' };
const REGISTRATION = {
  phone: '+421905123456',
  email: 'znaky@example.sk',
  password: 'Heslo1234',
  companyName: 'Znaky s.r.o.',
  companyId: '51234564',
  vatRegistrationId: '2123456789',
  extVatRegistrationId: 'SK2123456789',
  personalDataCheckbox: true,
  ...SIGN_UP_FILLERS,
};

/** Every call with a JSON body, by `METHOD pattern` (without /admin/v1); the sweep fails on a call missing here. */
const BODY_CALLS: Record<string, BodyCall> = {
  'POST /product/filter/:lang/:limit/:offset': {
    body: { condition: { 'categories.id': 1, parameters: { rozlisenie: ['4-mpx'] } }, order: [{ 'product.id': 'DESC' }] },
    text: ['condition.parameters.rozlisenie.0'],
  },
  'POST /contact/send': {
    body: {
      name: 'Ján Novák',
      email: 'jan@example.sk',
      about: 'Kamera',
      subject: 'Kamera',
      text: 'Otázka',
      product: 1,
      phone: '0905123456',
      address: '',
      stars: 0,
    },
    text: ['name', 'email', 'about', 'subject', 'text', 'phone', 'address'],
  },
  'POST /sign/up': { body: REGISTRATION, text: ['phone', 'email', 'password', 'companyName', 'companyId', 'vatRegistrationId', 'extVatRegistrationId'] },
  'POST /sign/in': { body: { email: DEMO_EMAIL, password: DEMO_PASSWORD }, text: ['email', 'password'] },
  'POST /sign/restore': { body: { token: 'abc', password: 'Heslo1234' }, text: ['token', 'password'] },
  'PATCH /x/customer/profile': { body: { firstName: 'Ján', lastName: 'Novák', displayName: 'Ján z montáží' }, text: ['firstName', 'lastName', 'displayName'] },
  'POST /x/products/lookup': { body: { codes: ['CA-10-P', 'SP4000'] }, text: ['codes.0', 'codes.1'] },
  'POST /x/customer/prices': { body: { ids: [1] }, text: [] },
  'POST /x/stand-in-payment/:id': { body: { action: 'pay' }, text: [] },
  'POST /x/customer/order/:orderId/card-payment': { body: {}, text: [] },
  'POST /x/customer/page/:lang': { body: { ids: [1] }, text: [] },
  'PATCH /customer/password': { body: { old: DEMO_PASSWORD, password: 'Heslo12345' }, text: ['old', 'password'] },
  'PUT /basket/add': { body: { basket: null, product: 1, quantity: 1 }, text: [] },
  'PATCH /basket/update': { body: { id: 1, quantity: 1 }, text: [] },
  'POST /customer/wish-list-new/:lang/:limit/:offset': { body: { order: [{ 'product.id': 'DESC' }] }, text: [] },
  'PATCH /customer/wish-list/add': { body: { id: 1 }, text: [] },
  'PUT /cart/shipping/:lang': {
    body: { basket: 1, saturdayDelivery: false, shipping: 1, packetaPoint: '10007', packetaPointName: 'Z-BOX', packetaPointAddress: 'Na Troskách 25' },
    text: ['packetaPoint', 'packetaPointName', 'packetaPointAddress'],
  },
  'PUT /cart/payment': { body: { basket: 1, payment: 1 }, text: [] },
  'PATCH /basket/sale-point': { body: { basket: 1, salePoint: null }, text: [] },
  'PATCH /basket/note': { body: { basket: 1, note: 'Prosím zavolať.' }, text: ['note'] },
  'PATCH /cart/address': { body: ADDRESS, text: [...ADDRESS_TEXT, 'email'] },
  'PUT /cart/address/:type': { body: { basket: 1, address: ADDRESS }, text: [...ADDRESS_TEXT, 'email'].map((field) => `address.${field}`) },
  'PATCH /cart/additional': { body: { is_delivery_address: false, basket: 1 }, text: [] },
  'PATCH /cart/gift-card': { body: { id: 1, code: 'ZLAVA10' }, text: ['code'] },
  'PUT /cart/order/:lang': { body: { basket: 1, followNews: false }, text: [] },
  'PUT /customer/order/duplicateIntoBasket/:orderId': { body: { basket: null }, text: [] },
  // company accounts (docs/decisions/059-company-accounts.md); the enums (role) are not text
  'POST /x/cart/approval': { body: { basket: 1 }, text: [] },
  'POST /x/company/approvals/:id/approve': { body: {}, text: [], params: (r) => ({ id: String(r.approval) }) },
  'POST /x/company/approvals/:id/reject': { body: { note: 'Nad rozpočet.' }, text: ['note'], params: (r) => ({ id: String(r.approval) }) },
  'POST /x/company/addresses': { body: { address: SHARED_ADDRESS }, text: Object.keys(SHARED_ADDRESS).map((field) => `address.${field}`) },
  'POST /x/company/invitations': { body: { email: 'novy@example.sk', role: 'buyer', limit: 500 }, text: ['email'] },
  'PATCH /x/company/people/:id': { body: { role: 'buyer', limit: 500 }, text: [], params: (r) => ({ id: String(r.person) }) },
  'POST /x/company/invitation/:token/accept': {
    body: { firstName: 'Ján', lastName: 'Novák', password: 'Heslo1234' },
    text: ['firstName', 'lastName', 'password'],
    params: (r) => ({ token: r.token }),
  },
  'POST /x/company/sites': { body: SITE, text: SITE_TEXT },
  'PATCH /x/company/sites/:id': { body: SITE, text: SITE_TEXT, params: (r) => ({ id: String(r.site) }) },
  'PUT /x/customer/site': { body: { site: null }, text: [] },
};

const V1 = '/admin/v1';
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH']);
const withoutPrefix = (pattern: string) => (pattern.startsWith(V1) ? pattern.slice(V1.length) : pattern);
const routeName = (route: (typeof ROUTES)[number]) => `${route.method} ${withoutPrefix(route.pattern)}`;

/** A concrete path for a pattern: `bad` (percent-encoded) in parameter `target`, the `real` values given, harmless values elsewhere. */
function pathFor(pattern: string, target?: string, bad = '', real: Record<string, string> = {}): string {
  return pattern
    .split('/')
    .map((part) => {
      if (!part.startsWith(':') && !part.startsWith('*')) return part;
      if (part.slice(1) === target) return encodeURIComponent(bad);
      if (real[part.slice(1)] !== undefined) return encodeURIComponent(real[part.slice(1)]!);
      return part === ':lang' ? 'sk' : part === ':type' ? '2' : '1';
    })
    .join('/');
}

/** `body` with `value` at the dotted `field` path. */
function withValue(body: Record<string, unknown>, field: string, value: string): Record<string, unknown> {
  const copy = structuredClone(body);
  const keys = field.split('.');
  let node = copy as Record<string, unknown>;
  for (const key of keys.slice(0, -1)) node = node[key] as Record<string, unknown>;
  node[keys.at(-1)!] = value;
  return copy;
}

// what the calls could have written: customers and their data, carts, orders, messages, mails, limits
const WRITTEN_TABLES = [
  'customers',
  'addresses',
  'carts',
  'cart_lines',
  'wishlist_items',
  'contact_messages',
  'orders',
  'order_lines',
  'password_reset_tokens',
  'mail_outbox',
  'building_sites',
  'company_invitations',
  'company_addresses',
  'order_approvals',
];

/** The demo company's technician, first site, a pending request of the technician's and an open invitation (made here: the seed has none). */
async function demoRecords(): Promise<DemoRecords> {
  const db = await getDb();
  const [person] = await db.select().from(customers).where(eq(customers.email, DEMO_TECHNICIAN_EMAIL));
  const account = person!.companyAccountId!;
  const [site] = await db.select({ id: buildingSites.id }).from(buildingSites).where(eq(buildingSites.name, DEMO_SITES.ruzinov.name));
  const [cart] = await db.insert(carts).values({ customerId: person!.id, accountId: account, status: 'approval' }).returning({ id: carts.id });
  const [approval] = await db
    .insert(orderApprovals)
    .values({ accountId: account, requesterId: person!.id, cartId: cart!.id, totalExcVatCents: 150_000 })
    .returning({ id: orderApprovals.id });
  const { token } = await issueInvitation(db, {
    accountId: account,
    email: 'pozvany-znaky@example.sk',
    role: 'buyer',
    orderLimitCents: null,
    invitedBy: account,
  });
  return { person: person!.id, site: site!.id, approval: approval!.id, token };
}

async function digest(): Promise<Record<string, string>> {
  const db = await getDb();
  const entries = await Promise.all(
    WRITTEN_TABLES.map(async (table) => {
      const [row] = await queryRows<{ d: string }>(db, sql.raw(`SELECT md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS d FROM ${table} t`));
      return [table, row!.d] as const;
    }),
  );
  return Object.fromEntries(entries);
}

describeOnEachDriver('invalid characters in any call', () => {
  let records: DemoRecords;
  beforeAll(async () => {
    records = await demoRecords();
  });

  it('knows every call that takes a body', () => {
    const bodyRoutes = ROUTES.filter((route) => BODY_METHODS.has(route.method)).map(routeName);
    expect(Object.keys(BODY_CALLS).sort()).toEqual(bodyRoutes.sort());
  });

  it('refuses a NUL or U+202E in every text field of every body with 400 naming the field, and writes nothing', async () => {
    const cookie = await demoCustomerCookie();
    const before = await digest();
    const wrong: string[] = [];
    for (const [name, { body, text, params }] of Object.entries(BODY_CALLS)) {
      const [method, pattern] = name.split(' ') as [string, string];
      const path = `${V1}${pathFor(pattern, undefined, '', params?.(records))}`;
      for (const field of text) {
        for (const [label, bad] of Object.entries(BAD)) {
          const answer = await callJson(method, path, { cookie, body: withValue(body, field, bad) });
          const expected = { key: field, code: `messages.validation.${field}.invalidCharacters` };
          const items = answer.status === 400 ? errorsOf(answer.body) : [];
          if (!items.some((item) => item.key === expected.key && item.code === expected.code))
            wrong.push(`${name} ${field} ${label}: ${answer.status} ${JSON.stringify(answer.body)}`);
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(await digest()).toEqual(before);
  });

  it('refuses a NUL or U+202E in every path parameter but the search query with 400 naming it', async () => {
    const cookie = await demoCustomerCookie();
    const wrong: string[] = [];
    for (const route of ROUTES) {
      for (const param of route.pattern.split('/').filter((part) => /^[:*]/.test(part) && part !== ':query')) {
        for (const [label, bad] of Object.entries(BAD)) {
          const key = param.slice(1);
          const answer = await callJson(route.method, pathFor(route.pattern, key, bad), { cookie, body: BODY_METHODS.has(route.method) ? {} : undefined });
          const expected = [{ key, code: `messages.validation.${key}.invalidCharacters` }];
          if (answer.status !== 400 || JSON.stringify(errorsOf(answer.body)) !== JSON.stringify(expected))
            wrong.push(`${routeName(route)} ${key} ${label}: ${answer.status}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('refuses them in a query-string value too (a category picked by path)', async () => {
    const answer = await callJson('GET', `${V1}/category/url/ip-kamery/sk?path=${encodeURIComponent('cctv\u0000/ip-kamery')}`);
    expect(answer.status).toBe(400);
    expect(errorsOf(answer.body)).toEqual([{ key: 'path', code: 'messages.validation.path.invalidCharacters' }]);
  });

  it('answers the three calls of the report with 400, not 500, and changes nothing', async () => {
    const cookie = await demoCustomerCookie();
    const profile = await callJson('GET', `${V1}/x/customer/profile`, { cookie });
    const patch = await callJson('PATCH', `${V1}/x/customer/profile`, { cookie, body: { firstName: 'Ján\u0000', lastName: 'Novák', displayName: 'Ján' } });
    expect(patch.status).toBe(400);
    expect(errorsOf(patch.body)).toEqual([{ key: 'firstName', code: 'messages.validation.firstName.invalidCharacters' }]);
    expect((await callJson('GET', `${V1}/x/customer/profile`, { cookie })).body).toEqual(profile.body);

    const signUp = await callJson('POST', `${V1}/sign/up`, { body: { ...REGISTRATION, companyName: 'Znaky\u0000 s.r.o.' } });
    expect(signUp.status).toBe(400);
    expect(errorsOf(signUp.body)).toEqual([{ key: 'companyName', code: 'messages.validation.companyName.invalidCharacters' }]);
    const db = await getDb();
    expect(await queryRows(db, sql`SELECT id FROM customers WHERE email = ${REGISTRATION.email}`)).toEqual([]);

    const lookup = await callJson('POST', `${V1}/x/products/lookup`, { cookie, body: { codes: ['CA-10-P', 'DS\u0000'] } });
    expect(lookup.status).toBe(400);
    expect(errorsOf(lookup.body)).toEqual([{ key: 'codes.1', code: 'messages.validation.codes.1.invalidCharacters' }]);
  });

  it('keeps tab and newline in a multi-line field and refuses them in a single-line one', async () => {
    const cookie = await demoCustomerCookie();
    const question = { ...BODY_CALLS['POST /contact/send']!.body, text: 'Dobrý deň,\n\tmá kamera IR prísvit?' };
    expect((await callJson('POST', `${V1}/contact/send`, { body: question })).status).toBe(200);
    const named = await callJson('PATCH', `${V1}/x/customer/profile`, { cookie, body: { firstName: 'Ján\nNovák', lastName: 'Novák', displayName: 'Ján' } });
    expect(named.status).toBe(400);
    expect(errorsOf(named.body)).toEqual([{ key: 'firstName', code: 'messages.validation.firstName.invalidCharacters' }]);
  });
});
