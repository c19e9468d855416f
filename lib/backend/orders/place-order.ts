import 'server-only';
import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { ErrorItem } from '@/lib/api/errors';
import { vatRate } from '@/lib/config/shop';
import type { Db } from '../db/client';
import { carts, customers, invoices, orderLines, orders, products } from '../db/schema';
import { withVatCents } from '../catalogue/pricing';
import { checkoutChoices } from './checkout-state';
import { lockCartLines } from './order-lines';
import { nextNumbers } from './numbers';

const DAY_MS = 86_400_000;
/** Invoices are due 14 days after issue. */
export const INVOICE_DUE_DAYS = 14;

export type PlaceResult =
  | { kind: 'placed' | 'already-placed'; orderId: number; number: string }
  | { kind: 'not-found' }
  | { kind: 'invalid'; status: number; errors: ErrorItem[] };

/** The order a cart already became (placing is idempotent per cart). */
async function orderOfCart(tx: Db, cartId: number): Promise<PlaceResult> {
  const [existing] = await tx.select({ id: orders.id, number: orders.number }).from(orders).where(eq(orders.cartId, cartId)).limit(1);
  return existing ? { kind: 'already-placed', orderId: existing.id, number: existing.number } : { kind: 'not-found' };
}

/**
 * Places the cart as an order in ONE transaction: locks the cart row (a second, concurrent
 * placement waits here and then finds the order), re-reads prices and locks the products,
 * decrements stock by the ordered quantity (never refused for stock), stores addresses,
 * shipping, parcel point, sale point, payment and note, issues the invoice (due in 14 days,
 * unpaid) and closes the cart, so the basket is empty.
 */
export async function placeCartOrder(db: Db, customerId: number, email: string, cartId: number, followNews: boolean): Promise<PlaceResult> {
  return db.transaction(async (tx) => {
    const [cart] = await tx
      .select()
      .from(carts)
      .where(and(eq(carts.id, cartId), eq(carts.customerId, customerId)))
      .for('update');
    if (!cart) return { kind: 'not-found' };
    if (cart.status !== 'open') return orderOfCart(tx, cart.id);
    const lines = await lockCartLines(tx, cart.id);
    if (lines.length === 0) return { kind: 'invalid', status: 400, errors: [{ key: 'basket', code: 'messages.basket.empty' }] };
    const choices = await checkoutChoices(tx, cart, email);
    if (Array.isArray(choices)) return { kind: 'invalid', status: 400, errors: choices };

    const now = new Date();
    const rate = vatRate();
    const productsCents = lines.reduce((sum, l) => sum + l.unitPriceCents * l.quantity, 0);
    const totalExcVat = productsCents + choices.shipping.priceCents + choices.payment.priceCents;
    const totalWithVat = withVatCents(totalExcVat, rate);
    const numbers = await nextNumbers(tx, now);
    const [order] = await tx
      .insert(orders)
      .values({
        number: numbers.order,
        customerId,
        cartId: cart.id,
        status: 'Prijatá',
        shippingName: choices.shipping.name,
        shippingPriceCents: choices.shipping.priceCents,
        paymentName: choices.payment.name,
        paymentPriceCents: choices.payment.priceCents,
        productsPriceCents: productsCents,
        totalExcVatCents: totalExcVat,
        vatCents: totalWithVat - totalExcVat,
        vatRate: Math.round(rate),
        salePointName: choices.salePoint?.name ?? null,
        packetaPoint: choices.shipping.isPacketa ? cart.packetaPoint : null,
        packetaPointName: choices.shipping.isPacketa ? cart.packetaPointName : null,
        packetaPointAddress: choices.shipping.isPacketa ? cart.packetaPointAddress : null,
        note: cart.note,
        invoiceAddress: choices.invoiceAddress,
        deliveryAddress: choices.deliveryAddress,
        followNews,
        createdAt: now,
      })
      .returning({ id: orders.id, number: orders.number });
    if (!order) throw new Error('order not inserted');
    await tx.insert(orderLines).values(
      lines.map((l) => ({
        orderId: order.id,
        productId: l.productId,
        code: l.code,
        name: l.name,
        slug: l.slug,
        unit: l.unit,
        quantity: l.quantity,
        unitPriceCents: l.unitPriceCents,
        totalCents: l.unitPriceCents * l.quantity,
      })),
    );
    // Never refused for stock: the pieces beyond what is in stock are 'to order', so stock may go
    // below zero. The decrement is relative and the rows are locked, so concurrent buyers of the
    // last pieces all count.
    for (const l of lines) {
      await tx.update(products).set({ stock: sql`${products.stock} - ${l.quantity}` }).where(eq(products.id, l.productId));
    }
    await tx.insert(invoices).values({
      number: numbers.invoice,
      varsymbol: numbers.invoice,
      orderId: order.id,
      customerId,
      publicId: randomBytes(16).toString('hex'),
      amountCents: totalWithVat,
      notPaidCents: totalWithVat,
      createdAt: now,
      dueTo: new Date(now.getTime() + INVOICE_DUE_DAYS * DAY_MS),
    });
    await tx.update(carts).set({ status: 'ordered', updatedAt: now }).where(eq(carts.id, cart.id));
    if (followNews) await tx.update(customers).set({ newsletter: true }).where(eq(customers.id, customerId));
    return { kind: 'placed', orderId: order.id, number: order.number };
  });
}
