import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/backend/db/client';
import { invoices } from '@/lib/backend/db/schema';
import { runCustomersCommand } from '@/lib/backend/operator/customers-command';
import { describeOnEachDriver } from '../support/drivers';
import { customerRow, SLOW } from './helpers';

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
    const unpaid = (await db.select({ cents: invoices.notPaidCents }).from(invoices).where(eq(invoices.customerId, id))).filter((i) => i.cents > 0);
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
