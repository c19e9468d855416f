import { asc, eq, sql } from 'drizzle-orm';
import { settleBackgroundWork } from '@/lib/backend/auth/background';
import { getDb } from '@/lib/backend/db/client';
import { invoices } from '@/lib/backend/db/schema';
import { runCustomersCommand } from '@/lib/backend/operator/customers-command';
import { createSession } from '@/lib/backend/session';
import { accountBasket, company, unpaidInvoice } from '../checkout/on-account-support';
import { placeBasket } from '../checkout/support';
import { describeOnEachDriver } from '../support/drivers';
import { customerRow, errorsOf, SLOW } from './helpers';

jest.setTimeout(SLOW);

const DEMO = 'demo@securitech.sk';
const SECOND = 'montaz@securitech.sk';

/** Runs `npm run customers -- …argv` on the test's database: its exit code and what it wrote. */
async function customersCommand(...argv: string[]) {
  const lines = { out: [] as string[], err: [] as string[] };
  const code = await runCustomersCommand(await getDb(), argv, { log: (line) => lines.out.push(line), error: (line) => lines.err.push(line) });
  return { code, out: lines.out.join('\n'), err: lines.err.join('\n') };
}

const termsOf = async (email: string) => {
  const row = await customerRow(email);
  return { priceListId: row.priceListId, days: row.paymentTermsDays, limit: row.creditLimitCents };
};

describeOnEachDriver('npm run customers: price lists and payment terms', () => {
  it('price-lists names both demo lists with their rules and one company on each', async () => {
    const { code, out } = await customersCommand('price-lists');
    expect(code).toBe(0);
    expect(out).toMatch(/^montaznik {2}Montážnik: 1 company, \d+ category discounts, \d+ net prices, \d+ breaks$/m);
    expect(out).toMatch(/^zakladny {2}Základný: 1 company, /m);
  });

  it("show names the demo's list, terms, limit and what it owes (its unpaid invoices, with VAT)", async () => {
    const db = await getDb();
    const { id } = await customerRow(DEMO);
    const unpaid = (await db.select({ cents: invoices.notPaidCents }).from(invoices).where(eq(invoices.accountId, id))).filter((i) => i.cents > 0);
    const owed = unpaid.reduce((sum, i) => sum + i.cents, 0);
    const { code, out } = await customersCommand('show', DEMO);
    expect(code).toBe(0);
    expect(out).toContain('Alarm Servis Slovakia s.r.o.');
    expect(out).toContain('price list:    montaznik (Montážnik)');
    expect(out).toContain('payment terms: on account, invoices due in 30 days');
    expect(out).toContain('credit limit:  5\u00a0000,00 €');
    const euros = new Intl.NumberFormat('sk-SK', { minimumFractionDigits: 2 }).format(owed / 100);
    expect(out).toContain(`open balance:  ${euros} € (${unpaid.length} invoices unpaid)`);
  });

  it('price-list moves a company to another list and to none, and refuses an unknown list or e-mail with exit 1', async () => {
    const before = await termsOf(SECOND);
    expect(await customersCommand('price-list', SECOND, 'nic-take')).toMatchObject({
      code: 1,
      err: expect.stringContaining('No price list with the code nic-take'),
    });
    expect(await customersCommand('price-list', 'nikto@example.sk', 'montaznik')).toMatchObject({
      code: 1,
      err: 'No customer with the e-mail nikto@example.sk.',
    });
    expect(await termsOf(SECOND)).toEqual(before);

    const moved = await customersCommand('price-list', SECOND, 'MONTAZNIK');
    expect(moved).toMatchObject({ code: 0, out: expect.stringContaining('price list:    montaznik (Montážnik)') });
    expect((await termsOf(SECOND)).priceListId).toBe((await termsOf(DEMO)).priceListId);

    expect(await customersCommand('price-list', SECOND, '--none')).toMatchObject({ code: 0, out: expect.stringContaining('none (list prices)') });
    expect((await termsOf(SECOND)).priceListId).toBeNull();
    await customersCommand('price-list', SECOND, 'zakladny');
    expect((await termsOf(SECOND)).priceListId).toBe(before.priceListId);
  });

  it('terms sets the days and the limit in cents, --prepay removes both, and a wrong figure changes nothing (exit 2)', async () => {
    const set = await customersCommand('terms', SECOND, '--days', '14', '--limit', '2 500,50');
    expect(set).toMatchObject({ code: 0, out: expect.stringContaining('on account, invoices due in 14 days') });
    expect(await termsOf(SECOND)).toMatchObject({ days: 14, limit: 250_050 });

    expect(await customersCommand('terms', SECOND, '--days', '45')).toMatchObject({ code: 0, out: expect.stringContaining('credit limit:  none') });
    expect(await termsOf(SECOND)).toMatchObject({ days: 45, limit: null });

    for (const wrong of [
      ['--days', '0'],
      ['--days', '2.5'],
      ['--days', '30', '--limit', '-5'],
      ['--days', '30', '--limit', 'veľa'],
      ['--limit', '5000'],
      ['--weeks', '2'],
    ]) {
      expect(await customersCommand('terms', SECOND, ...wrong)).toMatchObject({ code: 2, err: expect.stringContaining('usage:') });
    }
    expect(await termsOf(SECOND)).toMatchObject({ days: 45, limit: null });

    expect(await customersCommand('terms', SECOND, '--prepay')).toMatchObject({ code: 0, out: expect.stringContaining('payment terms: prepays') });
    expect(await termsOf(SECOND)).toMatchObject({ days: null, limit: null });
    expect(await customersCommand('terms', 'nikto@example.sk', '--prepay')).toMatchObject({ code: 1 });
  });

  it('show refuses an unknown e-mail with exit 1, and a command without its e-mail with the usage (exit 2)', async () => {
    expect(await customersCommand('show', 'nikto@example.sk')).toMatchObject({ code: 1, err: 'No customer with the e-mail nikto@example.sk.' });
    for (const argv of [['show'], ['price-list', DEMO], ['terms', DEMO], ['price-lists', DEMO], ['lists']]) {
      expect((await customersCommand(...argv)).code).toBe(2);
    }
  });

  it('activate and deactivate still switch whether the customer may sign in', async () => {
    expect(await customersCommand('deactivate', SECOND)).toMatchObject({ code: 0, out: `${SECOND}: deactivated, signed out everywhere.` });
    expect((await customerRow(SECOND)).active).toBe(false);
    expect(await customersCommand('activate', SECOND)).toMatchObject({ code: 0 });
    expect((await customerRow(SECOND)).active).toBe(true);
  });
});

/** Every invoice of the company, by number: what is still owed on it (cents). */
async function owedOn(email: string): Promise<Record<string, number>> {
  const { id } = await customerRow(email);
  const rows = await (
    await getDb()
  )
    .select({ number: invoices.number, cents: invoices.notPaidCents })
    .from(invoices)
    .where(eq(invoices.customerId, id))
    .orderBy(asc(invoices.number));
  return Object.fromEntries(rows.map((r) => [r.number, r.cents]));
}

describeOnEachDriver('npm run customers -- paid: recording that invoices were paid', () => {
  afterEach(settleBackgroundWork);

  it('--overdue pays every invoice past due: the balance drops, the order on account goes through again, other invoices stay', async () => {
    const late = await company('neplatic@example.sk', { days: 30, limitCents: null });
    await unpaidInvoice(late.id, 20_000, 9, '8810000001');
    await unpaidInvoice(late.id, 5_000, 2, '8810000002');
    await unpaidInvoice(late.id, 7_000, -10, '8810000003');
    const other = await company('iny-neplatic@example.sk', { days: 30, limitCents: null });
    await unpaidInvoice(other.id, 30_000, 12, '8810000004');
    const othersBefore = { other: await owedOn('iny-neplatic@example.sk'), demo: await owedOn(DEMO) };

    const basket = await accountBasket(late.cookie);
    const refused = await placeBasket(late.cookie, basket);
    expect(refused.status).toBe(409);
    expect(errorsOf(refused.body)[0]).toMatchObject({ code: 'messages.order.overdue' });

    const paid = await customersCommand('paid', 'neplatic@example.sk', '--overdue');
    expect(paid.code).toBe(0);
    expect(paid.out).toMatch(/^paid 8810000001: 200,00 € \(due \d{4}-\d{2}-\d{2}\)$/m);
    expect(paid.out).toMatch(/^paid 8810000002: 50,00 €/m);
    expect(paid.out).not.toContain('8810000003');
    // then the company's summary: only the invoice not yet due is owed
    expect(paid.out).toContain('open balance:  70,00 € (1 invoice unpaid), overdue 0,00 € (0 invoices)');
    expect(await owedOn('neplatic@example.sk')).toEqual({ '8810000001': 0, '8810000002': 0, '8810000003': 7_000 });
    expect({ other: await owedOn('iny-neplatic@example.sk'), demo: await owedOn(DEMO) }).toEqual(othersBefore);

    expect((await placeBasket(late.cookie, basket)).status).toBe(200);
    expect(await customersCommand('paid', 'neplatic@example.sk', '--overdue')).toMatchObject({
      code: 0,
      out: expect.stringContaining('no invoice is past its due date and unpaid; nothing to mark.'),
    });
  });

  it('pays the invoices named; a number of another company or an unknown e-mail changes nothing (exit 1)', async () => {
    const a = await company('platca-a@example.sk', { days: 30, limitCents: 100_000 });
    await unpaidInvoice(a.id, 11_000, -3, '8820000001');
    await unpaidInvoice(a.id, 22_000, -5, '8820000002');
    const b = await company('platca-b@example.sk', { days: 30, limitCents: null });
    await unpaidInvoice(b.id, 33_000, -5, '8820000003');
    const before = { a: await owedOn('platca-a@example.sk'), b: await owedOn('platca-b@example.sk') };

    const foreign = await customersCommand('paid', 'platca-a@example.sk', '8820000001', '8820000003');
    expect(foreign).toEqual({ code: 1, out: '', err: 'platca-a@example.sk has no invoice 8820000003; nothing was marked paid.' });
    expect(await customersCommand('paid', 'nikto@example.sk', '8820000001')).toMatchObject({ code: 1, err: 'No customer with the e-mail nikto@example.sk.' });
    expect({ a: await owedOn('platca-a@example.sk'), b: await owedOn('platca-b@example.sk') }).toEqual(before);

    const paid = await customersCommand('paid', 'platca-a@example.sk', '8820000002');
    expect(paid.code).toBe(0);
    expect(paid.out).toMatch(/^paid 8820000002: 220,00 €/m);
    expect(paid.out).toContain('open balance:  110,00 € (1 invoice unpaid)');
    expect(await owedOn('platca-a@example.sk')).toEqual({ '8820000001': 11_000, '8820000002': 0 });
    expect(await owedOn('platca-b@example.sk')).toEqual(before.b);
    // paying it again says so and changes nothing
    expect((await customersCommand('paid', 'platca-a@example.sk', '8820000002')).out).toContain('8820000002 was paid already');
  });

  it('revives a demo seeded long ago: refused on account, then placed after paid --overdue', async () => {
    const db = await getDb();
    const demo = await customerRow(DEMO);
    // the demo seeded 10 days ago: its invoices' dates 10 days earlier
    await db
      .update(invoices)
      .set({ createdAt: sql`${invoices.createdAt} - interval '10 days'`, dueTo: sql`${invoices.dueTo} - interval '10 days'` })
      .where(eq(invoices.customerId, demo.id));
    const { sid, authCheck } = await createSession(db, demo.id);
    const cookie = `sid=${sid}; auth_check=${authCheck}`;
    const basket = await accountBasket(cookie);
    const refused = await placeBasket(cookie, basket);
    expect(refused.status).toBe(409);
    expect(errorsOf(refused.body)[0]).toMatchObject({ code: 'messages.order.overdue' });

    expect((await customersCommand('paid', DEMO, '--overdue')).out).toContain('overdue 0,00 € (0 invoices)');
    expect((await placeBasket(cookie, basket)).status).toBe(200);
  });

  it('answers wrong usage with the usage (exit 2), changing nothing', async () => {
    const before = await owedOn(DEMO);
    for (const argv of [['paid'], ['paid', DEMO], ['paid', DEMO, '--overdue', '2026000123'], ['paid', DEMO, '--all']]) {
      expect(await customersCommand(...argv)).toMatchObject({ code: 2, err: expect.stringContaining('paid <email> --overdue') });
    }
    expect(await owedOn(DEMO)).toEqual(before);
  });
});
