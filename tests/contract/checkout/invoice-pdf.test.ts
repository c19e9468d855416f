import { invoicesResponseSchema } from '@/lib/contract/schemas/account';
import { formatCents, toCents } from '@/lib/shared/format/money';
import { call, callJson, demoCustomerCookie } from '../support/backend';
import { register, signIn, SLOW } from '../account/helpers';
import { pdfText } from '../../support/pdf-text';

jest.setTimeout(SLOW);

const fold = (s: string) => s.replace(/[\s\u00a0\u202f]+/g, ' ');

describe('invoice PDF', () => {
  let cookie: string;
  let unpaid: ReturnType<typeof invoicesResponseSchema.parse>['invoices'][number];
  beforeAll(async () => {
    cookie = await demoCustomerCookie();
    const { invoices } = invoicesResponseSchema.parse((await callJson('GET', '/admin/v1/customer/invoices/12/0', { cookie })).body);
    unpaid = invoices.find((i) => i.not_paid_amount > 0)!;
  });

  it('is a PDF for its owner with both companies, the number, variable symbol, VAT and total in Slovak', async () => {
    const response = await call('GET', unpaid.invoice_url, { cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(Buffer.from(bytes.slice(0, 5)).toString()).toBe('%PDF-');
    const text = await pdfText(bytes);
    for (const expected of [
      'Faktúra – daňový doklad',
      `č. ${unpaid.name}`,
      'Dodávateľ',
      'Odberateľ',
      'SecuriTech Slovakia s.r.o.',
      'Alarm Servis Slovakia s.r.o.',
      'IČO: 50123459',
      'IČ DPH: SK2120123456',
      'DIČ: 2120123456',
      `Variabilný symbol ${unpaid.varsymbol}`,
      'DPH 23 %',
      `Celkom s DPH ${fold(formatCents(toCents(unpaid.amount)))} €`,
      'PAY by square',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('is 404 for another customer and 401 for a guest', async () => {
    await register('cudzia-faktura@example.sk');
    const other = await signIn('cudzia-faktura@example.sk', 'Heslo1234');
    expect((await call('GET', unpaid.invoice_url, { cookie: other.cookie })).status).toBe(404);
    expect((await call('GET', unpaid.invoice_url)).status).toBe(401);
    expect((await call('GET', '/admin/v1/customer/invoice/0123456789abcdef0123/pdf', { cookie })).status).toBe(404);
  });
});
