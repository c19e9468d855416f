import { eq, or } from 'drizzle-orm';
import { ROUTES } from '@/lib/backend/routes';
import { API_PREFIX } from '@/lib/contract/client';
import { settleBackgroundWork } from '@/lib/backend/auth/background';
import { getDb } from '@/lib/backend/db/client';
import { customers } from '@/lib/backend/db/schema';
import { call } from '../support/backend';
import { describeOnEachDriver } from '../support/drivers';
import { EXPECTATIONS, SESSION_READERS, type MatrixData, type MatrixRole } from './isolation-expectations';
import { accountFingerprint, matrixCompanies } from './isolation-data';
import { SLOW } from './helpers';

jest.setTimeout(SLOW * 4);

const label = (route: { method: string; pattern: string }) => `${route.method} ${route.pattern.slice(API_PREFIX.length)}`;

/** Every customer call of the routes table (and the open calls that answer by the session): a new one is covered without editing this test. */
const CUSTOMER_CALLS = ROUTES.filter((route) => route.guard === 'customer' || SESSION_READERS.includes(label(route)));

/** Callers in this order, so the owner's own changes to their cart come after everyone else tried it. */
const ROLES: readonly MatrixRole[] = ['stranger', 'accountant', 'buyer', 'owner'];

/** What a person reads of their company: the lists, requests for approval, people, sites and shared addresses. */
const READS = ['/x/customer/orders/50/0', '/x/customer/invoices/50/0', '/x/company/approvals', '/x/company/people', '/x/company/sites', '/x/company/addresses'];

it('has an expectation for every customer call and no expectation for a call that is gone', () => {
  const labels = CUSTOMER_CALLS.map(label);
  expect(labels.filter((l) => !(l in EXPECTATIONS))).toEqual([]);
  expect(Object.keys(EXPECTATIONS).filter((l) => !labels.includes(l))).toEqual([]);
});

describeOnEachDriver('the isolation matrix: every customer call as each role of company A and a person of B (decision 059)', (driver) => {
  let co: Awaited<ReturnType<typeof matrixCompanies>>['co'];
  let data: MatrixData;
  /** what a role must never find in an answer: the records of the other company, and for the buyer the owner's order */
  let hidden: Record<MatrixRole, string[]>;

  beforeAll(async () => {
    ({ co, data, hidden } = await matrixCompanies(`matrix-${driver}`));
  });
  afterEach(async () => {
    await settleBackgroundWork();
    // a site picked by PUT /x/customer/site switches the basket the calls after it point at
    const db = await getDb();
    await db
      .update(customers)
      .set({ currentSiteId: null })
      .where(or(eq(customers.id, co.a.id), eq(customers.companyAccountId, co.a.id)));
  });

  it('finds the marks where they belong, so their absence elsewhere means something', async () => {
    const reads = async (cookie: string) => (await Promise.all(READS.map(async (path) => (await call('GET', API_PREFIX + path, { cookie })).text()))).join();
    const [ofA, ofB] = [await reads(co.a.cookie), await reads(co.b.cookie)];
    expect(hidden.stranger.filter((mark) => !ofA.includes(mark))).toEqual([]);
    expect(hidden.owner.filter((mark) => !ofB.includes(mark))).toEqual([]);
  });

  it.each(CUSTOMER_CALLS.map(label))('%s answers each role what it may see and nothing of another company', async (name) => {
    const expectation = EXPECTATIONS[name]!;
    const route = CUSTOMER_CALLS.find((r) => label(r) === name)!;
    const cookies: Record<MatrixRole, string> = { stranger: co.b.cookie, accountant: co.uctovnik.cookie, buyer: co.technik.cookie, owner: co.a.cookie };
    const answers: string[] = [];
    for (const role of ROLES) {
      const { path, body } = await expectation.request(data);
      await settleBackgroundWork();
      const before = await accountFingerprint(co.a.id);
      const response = await call(route.method, API_PREFIX + path, { cookie: cookies[role], body });
      const text = response.headers.get('content-type')?.includes('application/pdf') ? '' : await response.text();
      answers.push(`${role}: ${response.status}`);
      const leaked = hidden[role].filter((mark) => text.includes(mark));
      if (leaked.length > 0) answers.push(`${role} was shown ${leaked.join(', ')}`);
      // another company's call, and any refused one, writes nothing of A's
      await settleBackgroundWork();
      if ((role === 'stranger' || response.status === 403 || response.status === 404) && (await accountFingerprint(co.a.id)) !== before)
        answers.push(`${role} changed company A`);
    }
    const expected = ROLES.map((role) => `${role}: ${expectation.status[role]}`);
    expect(answers).toEqual(expected);
  });
});
