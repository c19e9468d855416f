import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { placeOrderResponseSchema } from '@/lib/contract/schemas/checkout';
import { settleBackgroundWork } from '@/lib/backend/auth/background';
import { getDb, openDatabase } from '@/lib/backend/db/client';
import { customers, eInvoices, invoices, orders } from '@/lib/backend/db/schema';
import { directoryProvider } from '@/lib/backend/e-invoices/directory-provider';
import type { EInvoiceProvider } from '@/lib/backend/e-invoices/provider';
import { sendDueEInvoices } from '@/lib/backend/e-invoices/sender';
import { call, callJson } from '../support/backend';
import { installCapturedLogger } from '../../support/captured-log';
import { describeOnEachDriver } from '../support/drivers';
import { SLOW } from '../account/helpers';
import { buyer, readyBasket, stockedProducts } from '../checkout/support';
import { secondsAhead, withSenderOff } from '../mail/support';

jest.setTimeout(SLOW);

/** A new buyer's placed order; its invoice number and the buyer's cookie. */
async function placedInvoice(email: string): Promise<{ cookie: string; number: string; invoiceId: number }> {
  const cookie = await buyer(email);
  const [product] = await stockedProducts(1);
  const placed = await callJson('PUT', '/admin/v1/cart/order/sk', { cookie, body: { basket: await readyBasket(cookie, product!.id, 2), followNews: false } });
  expect(placed.status).toBe(200);
  const { order } = placeOrderResponseSchema.parse(placed.body);
  const db = await getDb();
  const [invoice] = await db.select({ id: invoices.id, number: invoices.number }).from(invoices).where(eq(invoices.orderId, order.id));
  return { cookie, number: invoice!.number, invoiceId: invoice!.id };
}

async function rowOf(invoiceId: number) {
  const [row] = await (await getDb()).select().from(eInvoices).where(eq(eInvoices.invoiceId, invoiceId));
  return row;
}

async function download(cookie: string, number: string): Promise<string> {
  const response = await call('GET', `/admin/v1/x/customer/invoice/${number}/xml`, { cookie });
  expect(response.status).toBe(200);
  return response.text();
}

describeOnEachDriver('e-invoices: archived as issued, sent once', (driver) => {
  withSenderOff();
  let outbox = '';
  const saved = process.env.E_INVOICE_OUTBOX_DIR;
  beforeAll(() => {
    outbox = fs.mkdtempSync(path.join(os.tmpdir(), `e-invoice-outbox-${driver}-`));
    process.env.E_INVOICE_OUTBOX_DIR = outbox;
  });
  afterAll(() => {
    if (saved === undefined) delete process.env.E_INVOICE_OUTBOX_DIR;
    else process.env.E_INVOICE_OUTBOX_DIR = saved;
    fs.rmSync(outbox, { recursive: true, force: true });
  });
  /** The files the directory stand-in holds, by name. */
  const delivered = () => fs.readdirSync(outbox).sort();

  it('an order placed stores its invoice XML and queues it; two senders at once deliver it to the directory exactly once', async () => {
    const { cookie, number, invoiceId } = await placedInvoice(`e-invoice-send-${driver}@example.sk`);
    const row = await rowOf(invoiceId);
    expect(row).toMatchObject({ invoiceNumber: number, attempts: 0, sentAt: null, error: null });
    expect(row!.xml).toContain(`<cbc:ID>${number}</cbc:ID>`);
    expect(await secondsAhead(row!.nextAttemptAt)).toBeLessThanOrEqual(0);
    expect(await download(cookie, number)).toBe(row!.xml);
    expect(delivered()).toEqual([]);

    const db = await getDb();
    // on PostgreSQL the second sender has its own pool, as a second instance would
    const other = driver === 'postgres' ? await openDatabase() : undefined;
    try {
      const claimed = await Promise.all([sendDueEInvoices(db), sendDueEInvoices(other?.db ?? db)]);
      expect(claimed[0] + claimed[1]).toBe(1);
    } finally {
      await other?.close();
    }
    expect(await sendDueEInvoices(db)).toBe(0);
    expect(delivered()).toEqual([`${number}.xml`]);
    expect(fs.readFileSync(path.join(outbox, `${number}.xml`), 'utf8')).toBe(row!.xml);
    const sent = await rowOf(invoiceId);
    expect(sent).toMatchObject({ attempts: 1, error: null, nextAttemptAt: null, deliveryRef: path.join(outbox, `${number}.xml`) });
    expect(sent!.sentAt).toBeInstanceOf(Date);
  });

  it("with the sender on, the order's own kick delivers its e-invoice right after the commit, as it does its mail", async () => {
    process.env.MAIL_SENDER = 'true';
    try {
      const { number, invoiceId } = await placedInvoice(`e-invoice-kick-${driver}@example.sk`);
      await settleBackgroundWork();
      expect(delivered()).toContain(`${number}.xml`);
      expect((await rowOf(invoiceId))?.sentAt).toBeInstanceOf(Date);
    } finally {
      process.env.MAIL_SENDER = 'false';
    }
  });

  it('a provider that fails once: the failure is recorded with a retry, and the retry delivers once', async () => {
    const { number, invoiceId } = await placedInvoice(`e-invoice-flaky-${driver}@example.sk`);
    const standIn = directoryProvider();
    const calls: string[] = [];
    const flaky: EInvoiceProvider = {
      name: 'fails once',
      send: async (delivery) => {
        calls.push(delivery.invoiceNumber);
        if (calls.length === 1) throw new Error('provider unavailable (503)');
        return standIn.send(delivery);
      },
    };
    const db = await getDb();
    const logged = installCapturedLogger();
    try {
      expect(await sendDueEInvoices(db, flaky)).toBe(1);
    } finally {
      logged.restore();
    }
    const failed = await rowOf(invoiceId);
    expect(failed).toMatchObject({ attempts: 1, sentAt: null, error: 'provider unavailable (503)' });
    expect(await secondsAhead(failed!.nextAttemptAt)).toBeGreaterThan(30);
    expect(delivered()).not.toContain(`${number}.xml`);
    // not due yet: nothing is sent
    expect(await sendDueEInvoices(db, flaky)).toBe(0);

    await db
      .update(eInvoices)
      .set({ nextAttemptAt: sql`now()` })
      .where(eq(eInvoices.invoiceId, invoiceId));
    expect(await sendDueEInvoices(db, flaky)).toBe(1);
    expect(await sendDueEInvoices(db, flaky)).toBe(0);
    expect(calls).toEqual([number, number]);
    expect(delivered().filter((f) => f.startsWith(number))).toEqual([`${number}.xml`]);
    expect(await rowOf(invoiceId)).toMatchObject({ attempts: 2, error: null, nextAttemptAt: null });
  });

  it('a sender that crashed after delivering and before recording it: the repeat after the lease is harmless', async () => {
    const { number, invoiceId } = await placedInvoice(`e-invoice-crash-${driver}@example.sk`);
    const db = await getDb();
    const keys: string[] = [];
    const standIn = directoryProvider();
    const recording: EInvoiceProvider = { name: 'recording', send: (d) => (keys.push(d.invoiceNumber), standIn.send(d)) };
    // the crashed sender: delivered, its record never written, its lease still held
    const row = await rowOf(invoiceId);
    await standIn.send({ invoiceNumber: number, xml: row!.xml });
    await db
      .update(eInvoices)
      .set({ attempts: 1, lockedUntil: sql`now() + interval '5 minutes'` })
      .where(eq(eInvoices.invoiceId, invoiceId));
    expect(await sendDueEInvoices(db, recording)).toBe(0);
    // the lease passes: another sender sends it again under the same key, and the stand-in keeps one file
    await db
      .update(eInvoices)
      .set({ lockedUntil: sql`now() - interval '1 second'` })
      .where(eq(eInvoices.invoiceId, invoiceId));
    expect(await sendDueEInvoices(db, recording)).toBe(1);
    expect(keys).toEqual([number]);
    expect(delivered().filter((f) => f.startsWith(number))).toEqual([`${number}.xml`]);
    expect(fs.readFileSync(path.join(outbox, `${number}.xml`), 'utf8')).toBe(row!.xml);
  });

  it("the download serves the XML as issued, not as the buyer's changed details would build it now", async () => {
    const email = `e-invoice-archive-${driver}@example.sk`;
    const { cookie, number, invoiceId } = await placedInvoice(email);
    const issued = (await rowOf(invoiceId))!.xml;
    expect(issued).toContain('Test Montáže s.r.o.');
    await (await getDb()).update(customers).set({ companyName: 'Premenovaná firma a.s.' }).where(eq(customers.email, email));
    const served = await download(cookie, number);
    expect(served).toBe(issued);
    expect(served).not.toContain('Premenovaná firma a.s.');
  });

  it("the demo's invoices have their XML archived, not queued for sending", async () => {
    const db = await getDb();
    const demo = await db
      .select({ number: invoices.number, archived: eInvoices.invoiceNumber, xml: eInvoices.xml, due: eInvoices.nextAttemptAt, sentAt: eInvoices.sentAt })
      .from(invoices)
      .innerJoin(orders, eq(orders.id, invoices.orderId))
      .innerJoin(customers, eq(customers.id, invoices.customerId))
      .leftJoin(eInvoices, eq(eInvoices.invoiceId, invoices.id))
      .where(eq(customers.email, 'demo@securitech.sk'));
    expect(demo.length).toBeGreaterThan(0);
    for (const invoice of demo) {
      expect(invoice).toMatchObject({ archived: invoice.number, due: null, sentAt: null });
      expect(invoice.xml).toContain(`<cbc:ID>${invoice.number}</cbc:ID>`);
    }
  });
});
