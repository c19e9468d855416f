import { eq } from 'drizzle-orm';
import { invoicesResponseSchema, orderDetailResponseSchema, ordersResponseSchema } from '@/lib/contract/schemas/account';
import { getDb } from '@/lib/backend/db/client';
import { orders as ordersTable } from '@/lib/backend/db/schema';
import { call, callJson, demoCustomerCookie } from '../support/backend';
import { errorsOf, register, signIn, SLOW } from '../account/helpers';

jest.setTimeout(SLOW);

const V1 = '/admin/v1';

describe('order history', () => {
  let cookie: string;
  beforeAll(async () => {
    cookie = await demoCustomerCookie();
  });

  it.each([`${V1}/customer/orders/12/0`, `${V1}/customer/invoices/12/0`, `${V1}/customer/order/detail/1/sk`])('%s answers 401 to guests', async (path) => {
    const { status } = await callJson('GET', path);
    expect(status).toBe(401);
  });

  it('GET /customer/orders pages newest first with the total count and a link to the detail', async () => {
    const first = ordersResponseSchema.parse((await callJson('GET', `${V1}/customer/orders/5/0`, { cookie })).body);
    const second = ordersResponseSchema.parse((await callJson('GET', `${V1}/customer/orders/5/5`, { cookie })).body);
    expect(first.orders_count).toBe(7);
    expect(first.orders).toHaveLength(5);
    expect(second.orders).toHaveLength(2);
    const ids = [...first.orders, ...second.orders].map((o) => o.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(first.orders[0]?.order_url).toBe(`/account/orderdetail/${first.orders[0]?.id}`);
    expect((await callJson('GET', `${V1}/customer/orders/x/0`, { cookie })).status).toBe(400);
  });

  it("GET /customer/invoices lists paid and unpaid invoices, due by the company's terms, with a PDF link", async () => {
    const { body, headers } = await callJson('GET', `${V1}/customer/invoices/12/0`, { cookie });
    expect(headers.get('cache-control')).toBe('private, no-store');
    const { invoices, invoices_count } = invoicesResponseSchema.parse(body);
    expect(invoices_count).toBe(7);
    expect(invoices.some((i) => i.not_paid_amount > 0)).toBe(true);
    expect(invoices.some((i) => i.not_paid_amount === 0)).toBe(true);
    for (const invoice of invoices) {
      expect(invoice.varsymbol).toMatch(/^\d{1,10}$/);
      // the demo buys on account with 30-day terms: its invoices are due 30 days after issue (docs/decisions/058-trade-terms.md)
      expect(new Date(invoice.due_to).getTime() - new Date(invoice.created_at).getTime()).toBe(30 * 86_400_000);
      expect(invoice.invoice_url).toMatch(/^\/admin\/v1\/customer\/invoice\/[0-9a-f]+\/pdf$/);
    }
  });

  it('GET /customer/order/detail returns the order with lines, prices and both addresses', async () => {
    const { orders } = ordersResponseSchema.parse((await callJson('GET', `${V1}/customer/orders/12/0`, { cookie })).body);
    const packeta = orders.find((o) => o.name === '2026000106'); // the second newest seed order went by Packeta
    const detail = orderDetailResponseSchema.parse((await callJson('GET', `${V1}/customer/order/detail/${packeta!.id}/sk`, { cookie })).body).orders;
    expect(detail.number).toBe('2026000106');
    expect(detail.shipping).toBe('Zásielkovňa – výdajné miesto');
    expect(detail.delivery_name).toBe('Zásielkovňa Trnava, Hlavná');
    expect(detail).toMatchObject({ delivery_street: 'Hlavná 21', delivery_zip: '917 01', delivery_city: 'Trnava' });
    expect(detail.invoice_email).toBe('demo@securitech.sk');
    const lines = detail.products.reduce((sum, p) => sum + Math.round(p.price_sum_exc_vat * 100), 0);
    expect(lines).toBe(Math.round(detail.products_price_without_vat * 100));
    expect(Math.round(detail.price_without_vat * 100)).toBe(lines + Math.round(detail.shipping_price * 100) + Math.round(detail.payment_price * 100));
    // the VAT and the total with it, whatever the payment (docs/contract.md#optional-fields)
    const [row] = await (await getDb()).select().from(ordersTable).where(eq(ordersTable.number, '2026000106'));
    expect(Math.round(detail.vat! * 100)).toBe(row!.vatCents);
    expect(Math.round(detail.price_with_vat! * 100)).toBe(row!.totalExcVatCents + row!.vatCents);
    expect(row!.vatCents).toBeGreaterThan(0);
    expect(detail.products[0]?.image.length).toBeGreaterThan(0);
  });

  it("another customer's order id is 404 and shows nothing of it", async () => {
    const { orders } = ordersResponseSchema.parse((await callJson('GET', `${V1}/customer/orders/1/0`, { cookie })).body);
    await register('cudzia-objednavka@example.sk');
    const other = await signIn('cudzia-objednavka@example.sk', 'Heslo1234');
    const response = await call('GET', `${V1}/customer/order/detail/${orders[0]!.id}/sk`, { cookie: other.cookie });
    expect(response.status).toBe(404);
    const text = await response.text();
    expect(text).not.toContain(orders[0]!.name);
    expect(errorsOf(JSON.parse(text))).toEqual([{ key: 'order', code: 'messages.order.notFound' }]);
    expect((await callJson('GET', `${V1}/customer/order/detail/abc/sk`, { cookie })).status).toBe(404);
    expect(ordersResponseSchema.parse((await callJson('GET', `${V1}/customer/orders/12/0`, { cookie: other.cookie })).body).orders).toEqual([]);
  });
});
