import { eq } from 'drizzle-orm';
import { invoicesResponseSchema, ordersResponseSchema } from '@/lib/contract/schemas/account';
import { getDb } from '@/lib/backend/db/client';
import { customers, invoices, orders } from '@/lib/backend/db/schema';
import { callJson, demoCustomerCookie, DEMO_EMAIL } from '../support/backend';
import { errorsOf } from './helpers';

const cents = (euros: number) => Math.round(euros * 100);

async function demoId(): Promise<number> {
  const [row] = await (await getDb()).select({ id: customers.id }).from(customers).where(eq(customers.email, DEMO_EMAIL));
  return row!.id;
}

describe('GET /x/customer/orders and /x/customer/invoices (extensions for the CSV exports)', () => {
  it('answer a guest 401, as the lists they extend', async () => {
    for (const path of ['/admin/v1/x/customer/orders/12/0', '/admin/v1/x/customer/invoices/12/0']) {
      const { status, body } = await callJson('GET', path);
      expect(status).toBe(401);
      expect(errorsOf(body)).toEqual([{ key: 'user', code: 'messages.user.not-logged-in' }]);
    }
  });

  it("give the spec's order rows plus each total including VAT, its invoice's variable symbol and who placed it, privately, and only the company's (the demo owns it)", async () => {
    const cookie = await demoCustomerCookie();
    const extended = await callJson('GET', '/admin/v1/x/customer/orders/100/0', { cookie });
    const spec = await callJson('GET', '/admin/v1/customer/orders/100/0', { cookie });
    expect(extended.headers.get('cache-control')).toBe('private, no-store');
    const rows = ordersResponseSchema.parse(extended.body);
    const specRows = ordersResponseSchema.parse(spec.body);
    expect(rows.orders.map(({ amount_with_vat: _, variable_symbol: __, person: ___, ...rest }) => rest)).toEqual(specRows.orders);
    const mine = await (
      await getDb()
    )
      .select()
      .from(orders)
      .where(eq(orders.accountId, await demoId()));
    expect(rows.orders_count).toBe(mine.length);
    expect(mine.length).toBeGreaterThan(0);
    for (const row of rows.orders) {
      const order = mine.find((o) => o.id === row.id)!;
      expect(cents(row.amount)).toBe(order.totalExcVatCents);
      expect(cents(row.amount_with_vat!)).toBe(order.totalExcVatCents + order.vatCents);
      const [invoice] = await (await getDb()).select().from(invoices).where(eq(invoices.orderId, order.id));
      expect(row.variable_symbol).toBe(invoice?.varsymbol ?? null);
      expect(row.person?.id).toBe(order.customerId);
    }
    expect(rows.orders.some((row) => row.variable_symbol)).toBe(true);
  });

  it("give the spec's invoice rows plus each amount excluding VAT (the invoiced order's total)", async () => {
    const cookie = await demoCustomerCookie();
    const rows = invoicesResponseSchema.parse((await callJson('GET', '/admin/v1/x/customer/invoices/100/0', { cookie })).body);
    const db = await getDb();
    const mine = await db
      .select()
      .from(invoices)
      .innerJoin(orders, eq(orders.id, invoices.orderId))
      .where(eq(invoices.accountId, await demoId()));
    expect(rows.invoices).toHaveLength(mine.length);
    for (const row of rows.invoices) {
      const match = mine.find((m) => m.invoices.number === row.name)!;
      expect(cents(row.amount)).toBe(match.invoices.amountCents);
      expect(cents(row.amount_without_vat!)).toBe(match.orders.totalExcVatCents);
    }
  });

  it('page like the lists they extend, and refuse a malformed page', async () => {
    const cookie = await demoCustomerCookie();
    const first = ordersResponseSchema.parse((await callJson('GET', '/admin/v1/x/customer/orders/1/0', { cookie })).body);
    const second = ordersResponseSchema.parse((await callJson('GET', '/admin/v1/x/customer/orders/1/1', { cookie })).body);
    expect(first.orders).toHaveLength(1);
    expect(second.orders[0]?.id).not.toBe(first.orders[0]?.id);
    expect((await callJson('GET', '/admin/v1/x/customer/invoices/abc/0', { cookie })).status).toBe(400);
  });
});
