import { eq } from 'drizzle-orm';
import { placeOrderResponseSchema } from '@/lib/contract/schemas/checkout';
import { getDb, sql } from '@/lib/backend/db/client';
import { carts, customers, orders, products } from '@/lib/backend/db/schema';
import { sendDueMail } from '@/lib/backend/mail/outbox-worker';
import { installCapturedLogger } from '../../support/captured-log';
import { describeOnEachDriver } from '../support/drivers';
import { SLOW } from '../account/helpers';
import { buyer, placeBasket, readyBasket, stockedProducts } from '../checkout/support';
import { mailsTo, rowsTo, withSenderOff } from './support';

jest.setTimeout(SLOW);

describeOnEachDriver('an order and its confirmation mail commit together', (driver) => {
  withSenderOff();

  it('an order that commits has its confirmation in the outbox, fully rendered, and it is delivered once', async () => {
    const to = `outbox-order-${driver}@example.sk`;
    const cookie = await buyer(to);
    const [product] = await stockedProducts(1);
    const placed = await placeBasket(cookie, await readyBasket(cookie, product!.id, 2));
    expect(placed.status).toBe(200);
    const { order } = placeOrderResponseSchema.parse(placed.body);

    const [row, ...more] = await rowsTo(to);
    expect(more).toEqual([]);
    expect(row).toMatchObject({ kind: 'order-placed', sentAt: null, attempts: 0, error: null });
    expect(row!.textBody).toContain(order.number);
    expect(row!.htmlBody).toContain('cid:pay-by-square@order');
    // the bank transfer's PAY by square code travels in the row as its facts, drawn at delivery
    const [qr] = row!.attachments;
    const facts = qr && 'payBySquare' in qr ? qr.payBySquare : undefined;
    expect(qr).toMatchObject({ cid: 'pay-by-square@order', filename: 'pay-by-square.png' });
    expect(row!.textBody).toContain(`Variabilný symbol: ${facts?.variableSymbol}`);
    // the way back to the order: its confirmation page (docs/decisions/060-order-confirmation-page.md)
    expect(row!.textBody).toContain(`/objednavka/${order.id}`);
    expect(row!.htmlBody).toContain(`/objednavka/${order.id}">Zobraziť objednávku</a>`);
    expect(await mailsTo(to)).toEqual([]);

    await sendDueMail(await getDb());
    await sendDueMail(await getDb());
    const mails = await mailsTo(to);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain(order.number);
    expect(mails[0]).toMatch(/Content-Type: image\/png[\s\S]*Content-ID: <pay-by-square@order>/);
    expect((await rowsTo(to))[0]?.sentAt).toBeInstanceOf(Date);
  });

  it('a failure after the mail is written rolls back the order and its mail together', async () => {
    const to = `outbox-rollback-${driver}@example.sk`;
    const db = await getDb();
    const cookie = await buyer(to);
    const [product] = await stockedProducts(1);
    const basket = await readyBasket(cookie, product!.id, 1);
    const [before] = await db.select({ stock: products.stock }).from(products).where(eq(products.id, product!.id));
    // a real failure inside the placing transaction, after its last statement: the outbox insert
    await db.execute(
      sql.raw(`CREATE FUNCTION outbox_fails() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.to_address = '${to}' THEN RAISE EXCEPTION 'forced failure after the mail insert'; END IF; RETURN NEW; END $$`),
    );
    await db.execute(sql.raw('CREATE TRIGGER outbox_fails AFTER INSERT ON mail_outbox FOR EACH ROW EXECUTE FUNCTION outbox_fails()'));
    const logged = installCapturedLogger(); // the failed placement's error line stays out of the test output
    try {
      expect((await placeBasket(cookie, basket)).status).toBe(500);
    } finally {
      logged.restore();
      await db.execute(sql.raw('DROP TRIGGER outbox_fails ON mail_outbox'));
      await db.execute(sql.raw('DROP FUNCTION outbox_fails()'));
    }
    const [customer] = await db.select().from(customers).where(eq(customers.email, to));
    expect(await db.select().from(orders).where(eq(orders.customerId, customer!.id))).toEqual([]);
    expect(await rowsTo(to)).toEqual([]);
    expect((await db.select().from(carts).where(eq(carts.id, basket)))[0]?.status).toBe('open');
    expect((await db.select({ stock: products.stock }).from(products).where(eq(products.id, product!.id)))[0]).toEqual(before);
    // the same basket places fine once the fault is gone, with exactly one mail
    expect((await placeBasket(cookie, basket)).status).toBe(200);
    expect(await rowsTo(to)).toHaveLength(1);
  });
});
