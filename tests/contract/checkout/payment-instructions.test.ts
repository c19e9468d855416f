import fs from 'node:fs';
import { orderDetailResponseSchema, ordersResponseSchema, invoicesResponseSchema } from '@/lib/contract/schemas/account';
import { placeOrderResponseSchema } from '@/lib/contract/schemas/checkout';
import { groupedIban } from '@/lib/shared/format/iban';
import { payBySquarePayload, payBySquarePng } from '@/lib/shop/payments/pay-by-square';
import { shop } from '@/lib/runtime/config/shop';
import { callJson, demoCustomerCookie } from '../support/backend';
import { mailFiles, SLOW } from '../account/helpers';
import { add, basketOf, newCustomerCookie } from '../cart/support';
import { chooseCourier, placeBasket, stockedProducts } from './support';
import { TEST_BILLING } from '../../support/test-customer';

jest.setTimeout(SLOW);

const V1 = '/admin/v1';
const TRANSFER = 1; // Bankový prevod (seed order of PAYMENTS)
const CASH_ON_DELIVERY = 2;

/** A new customer's courier order of one product paid by `payment`, placed with the storefront's calls. */
async function placeOrder(email: string, payment: number) {
  const cookie = await newCustomerCookie(email);
  const [product] = await stockedProducts(1);
  expect((await add(cookie, product!.id, 2)).status).toBe(200);
  const basket = (await basketOf(cookie)).id!;
  await chooseCourier(cookie, basket, TEST_BILLING, payment);
  const placed = await placeBasket(cookie, basket);
  expect(placed.status).toBe(200);
  return { cookie, order: placeOrderResponseSchema.parse(placed.body).order };
}

async function detailOf(cookie: string, id: number) {
  const answer = await callJson('GET', `${V1}/customer/order/detail/${id}/sk`, { cookie });
  expect(answer.headers.get('cache-control')).toBe('private, no-store');
  return orderDetailResponseSchema.parse(answer.body).orders;
}

/** The quoted-printable text part and the base64 inline image of a raw .eml. */
function partsOf(raw: string) {
  const text = raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  const image = /Content-ID: <pay-by-square@order>[\s\S]*?\r?\n\r?\n([A-Za-z0-9+/=\r\n]+)/.exec(raw)?.[1];
  return { text: Buffer.from(text, 'latin1').toString('utf8'), png: image ? Buffer.from(image.replace(/\s/g, ''), 'base64') : null };
}

describe('payment instructions of a bank-transfer order', () => {
  it('the detail carries IBAN, payee, variable symbol, unpaid amount and due date of its invoice; the list carries the status', async () => {
    const { cookie, order } = await placeOrder('prevod@example.sk', TRANSFER);
    const detail = await detailOf(cookie, order.id);
    const { invoices } = invoicesResponseSchema.parse((await callJson('GET', `${V1}/customer/invoices/12/0`, { cookie })).body);
    expect(invoices).toHaveLength(1);
    expect(detail.payment_instructions).toEqual({
      iban: shop.iban,
      beneficiary: shop.company,
      variable_symbol: invoices[0]!.varsymbol,
      amount: invoices[0]!.not_paid_amount,
      due_to: invoices[0]!.due_to,
    });
    const { orders } = ordersResponseSchema.parse((await callJson('GET', `${V1}/customer/orders/12/0`, { cookie })).body);
    expect(orders.map((o) => [o.id, o.status])).toEqual([[order.id, 'Prijatá']]);
  });

  it('no instructions for cash on delivery, nor for a transfer already paid', async () => {
    const { cookie, order } = await placeOrder('dobierka-pokyny@example.sk', CASH_ON_DELIVERY);
    expect((await detailOf(cookie, order.id)).payment_instructions).toBeNull();

    const demo = await demoCustomerCookie();
    const { orders } = ordersResponseSchema.parse((await callJson('GET', `${V1}/customer/orders/12/0`, { cookie: demo })).body);
    const details = await Promise.all(orders.map((o) => detailOf(demo, o.id)));
    const byTransfer = details.filter((d) => d.payment === 'Bankový prevod');
    // the seed has unpaid and paid transfers: only the unpaid ones carry instructions
    expect(byTransfer.filter((d) => d.payment_instructions).length).toBeGreaterThan(0);
    expect(byTransfer.filter((d) => !d.payment_instructions).length).toBeGreaterThan(0);
    expect(details.filter((d) => d.payment !== 'Bankový prevod').every((d) => d.payment_instructions === null)).toBe(true);
  });

  it('the order mail carries the same instructions and the PAY by square code of exactly that payment', async () => {
    const { cookie, order } = await placeOrder('prevod-mail@example.sk', TRANSFER);
    const instructions = (await detailOf(cookie, order.id)).payment_instructions!;
    const mails = (await mailFiles()).map((f) => fs.readFileSync(f, 'utf8')).filter((m) => m.includes('prevod-mail@example.sk'));
    expect(mails).toHaveLength(1);
    const { text, png } = partsOf(mails[0]!);
    const due = new Intl.DateTimeFormat('sk-SK', { timeZone: 'Europe/Bratislava', day: 'numeric', month: 'numeric', year: 'numeric' }).format(
      new Date(instructions.due_to),
    );
    const amount = new Intl.NumberFormat('sk-SK', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(instructions.amount);
    expect(text).toContain(`IBAN: ${groupedIban(shop.iban)}`);
    expect(text).toContain(`Variabilný symbol: ${instructions.variable_symbol}`);
    expect(text.replace(/\u00a0/g, ' ')).toContain(`Suma na úhradu: ${amount.replace(/\u00a0/g, ' ')} €`);
    expect(text).toContain(`Splatnosť: ${due}`);
    expect(text).toContain('<img src="cid:pay-by-square@order"');
    const transfer = {
      iban: instructions.iban,
      beneficiary: instructions.beneficiary,
      amountCents: Math.round(instructions.amount * 100),
      variableSymbol: instructions.variable_symbol,
      due: new Date(instructions.due_to),
    };
    expect(png?.equals((await payBySquarePng(transfer))!)).toBe(true);

    // the code decodes to the same payment
    const { decode } = await import('bysquare/pay');
    const [payment] = decode((await payBySquarePayload(transfer))!).payments;
    expect(payment).toMatchObject({ amount: instructions.amount, variableSymbol: instructions.variable_symbol, bankAccounts: [{ iban: shop.iban }] });
  });

  it('a cash-on-delivery mail has no payment instructions', async () => {
    await placeOrder('dobierka-mail@example.sk', CASH_ON_DELIVERY);
    const mails = (await mailFiles()).map((f) => fs.readFileSync(f, 'utf8')).filter((m) => m.includes('dobierka-mail@example.sk'));
    expect(mails).toHaveLength(1);
    expect(partsOf(mails[0]!).text).not.toContain('Platobné údaje');
    expect(mails[0]).not.toContain('pay-by-square');
  });
});
