import 'server-only';
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { ErrorItem } from '@/lib/contract/errors';
import { settings } from '@/lib/runtime/config/env';
import { vatRate } from '@/lib/runtime/config/shop';
import type { Db } from '../db/client';
import { buildingSites, carts, customers, invoices, orders } from '../db/schema';
import { withVatCents } from '../pricing/money';
import { money } from '../http';
import { archiveEInvoiceOf } from '../e-invoices/archive';
import { packRefusal } from '../cart/pack-refusal';
import type { CartRow } from '../checkout/cart-access';
import { isOnAccount, onAccountName, termsOf } from '../checkout/on-account';
import { companyBalance, creditRefusal, lockCompanyCredit } from '../credit/company-credit';
import { settledByTransfer } from '../invoices/bank-transfer';
import type { InvoiceDocument } from '../invoices/invoice-data';
import { checkoutChoices, type CheckoutChoices } from './checkout-state';
import { decrementStock, insertOrderLines, pricedCartLines, type PricedLine } from './order-lines';
import { nextNumbers } from './numbers';
import { queueOrderMail } from './order-mail';
import { isCardPayment } from '../payments/card-orders';

const DAY_MS = 86_400_000;
/** Invoices are due 14 days after issue; on account, after the company's payment terms. */
export const INVOICE_DUE_DAYS = 14;

export type PlaceResult =
  { kind: 'placed' | 'already-placed'; orderId: number; number: string } | { kind: 'not-found' } | { kind: 'invalid'; status: number; errors: ErrorItem[] };

interface OrderTotals {
  productsCents: number;
  totalExcVat: number;
  totalWithVat: number;
}

/** The building site a cart is for, as the order keeps it: its name and job reference as they are now. */
interface OrderSite {
  id: number;
  name: string;
  jobReference: string;
}

interface OrderDraft {
  site: OrderSite | null;
  customerId: number;
  accountId: number;
  cart: CartRow;
  choices: CheckoutChoices;
  totals: OrderTotals;
  followNews: boolean;
  orderNumber: string;
  now: Date;
  approvedBy: number | null;
}

/**
 * Who places the cart (docs/decisions/059-company-accounts.md): a buyer's limit per order excluding
 * VAT (null: none), or the owner approving a buyer's request, who places the frozen cart (status
 * `approval`) past the limit.
 */
export type Placement = { limitCents: number | null; approvedBy?: never } | { approvedBy: number; limitCents?: never };

/** A cart's lines priced now, its checkout choices and totals: what an order or an approval request is made of. */
export interface CartDraft {
  lines: PricedLine[];
  choices: CheckoutChoices;
  totals: OrderTotals;
}

/** The order's products, total excluding VAT (with shipping and payment) and total with VAT, in cents. */
export function orderTotals(lines: readonly PricedLine[], choices: CheckoutChoices): OrderTotals {
  const productsCents = lines.reduce((sum, l) => sum + l.unitPriceCents * l.quantity, 0);
  const totalExcVat = productsCents + choices.shipping.priceCents + choices.payment.priceCents;
  return { productsCents, totalExcVat, totalWithVat: withVatCents(totalExcVat, vatRate()) };
}

/**
 * The lines not of whole packs or below the minimum as the products are sold now (an operator may
 * have changed a pack after the line was added): the basket's refusal, one item per product with its
 * name as `params.product` (docs/decisions/058-trade-terms.md), the nearest quantities being the line's.
 */
function linePackRefusals(lines: readonly PricedLine[]): ErrorItem[] {
  return lines.flatMap((line) => packRefusal(line, line.quantity, 0, { product: line.name }) ?? []);
}

/** The order a cart already became (placing is idempotent per cart). */
async function orderOfCart(tx: Db, cartId: number): Promise<PlaceResult> {
  const [existing] = await tx.select({ id: orders.id, number: orders.number }).from(orders).where(eq(orders.cartId, cartId)).limit(1);
  return existing ? { kind: 'already-placed', orderId: existing.id, number: existing.number } : { kind: 'not-found' };
}

/** Writes the order row (prices excluding VAT, the VAT, the choices as they are now); returns the row as written. */
async function insertOrder(
  tx: Db,
  { site, customerId, accountId, cart, choices, totals, followNews, orderNumber, now, approvedBy }: OrderDraft,
): Promise<typeof orders.$inferSelect> {
  const { productsCents, totalExcVat, totalWithVat } = totals;
  const packeta = choices.shipping.isPacketa;
  const [order] = await tx
    .insert(orders)
    .values({
      number: orderNumber,
      customerId,
      accountId,
      cartId: cart.id,
      siteId: site?.id ?? null,
      jobReference: site?.jobReference ?? '',
      status: 'Prijatá',
      shippingName: choices.shipping.name,
      shippingPriceCents: choices.shipping.priceCents,
      paymentName: choices.payment.name,
      paymentPriceCents: choices.payment.priceCents,
      productsPriceCents: productsCents,
      totalExcVatCents: totalExcVat,
      vatCents: totalWithVat - totalExcVat,
      vatRate: Math.round(vatRate()),
      salePointName: choices.salePoint?.name ?? null,
      packetaPoint: packeta ? cart.packetaPoint : null,
      packetaPointName: packeta ? cart.packetaPointName : null,
      packetaPointAddress: packeta ? cart.packetaPointAddress : null,
      note: cart.note,
      invoiceAddress: choices.invoiceAddress,
      deliveryAddress: choices.deliveryAddress,
      followNews,
      // a card order waits for its payment through the gateway (docs/decisions/061-card-payments.md)
      paymentState: isCardPayment(choices.payment) ? 'waiting' : null,
      approvedBy,
      createdAt: now,
    })
    .returning();
  if (!order) throw new Error('order not inserted');
  return order;
}

/** The site cart `siteId` is for (archived ones too: the cart was filled for it), or null. */
async function siteOfCart(tx: Db, siteId: number | null): Promise<OrderSite | null> {
  if (siteId === null) return null;
  const [row] = await tx
    .select({ id: buildingSites.id, name: buildingSites.name, jobReference: buildingSites.jobReference })
    .from(buildingSites)
    .where(eq(buildingSites.id, siteId))
    .limit(1);
  return row ?? null;
}

/**
 * The order's invoice, unpaid, due in `dueDays`; its number is the variable symbol. Its e-invoice is
 * archived as issued and queued for sending in the same transaction, built from `issued` (the rows
 * the placement wrote) and the invoice row as inserted. Resolves with its due date.
 */
async function issueInvoice(tx: Db, issued: Omit<InvoiceDocument, 'invoice'>, number: string, amountCents: number, now: Date, dueDays: number): Promise<Date> {
  const dueTo = new Date(now.getTime() + dueDays * DAY_MS);
  const [invoice] = await tx
    .insert(invoices)
    .values({
      number,
      varsymbol: number,
      orderId: issued.order.id,
      customerId: issued.order.customerId,
      accountId: issued.customer.id,
      publicId: randomBytes(16).toString('hex'),
      amountCents,
      notPaidCents: amountCents,
      createdAt: now,
      dueTo,
    })
    .returning();
  if (!invoice) throw new Error('invoice not inserted');
  await archiveEInvoiceOf(tx, { ...issued, invoice }, { send: true });
  return dueTo;
}

/**
 * On account (docs/decisions/058-trade-terms.md): the company's terms (its account's row,
 * docs/decisions/059-company-accounts.md) read under its credit lock,
 * the choices with the method named by them, and the invoice's due days; an error when the company
 * has no terms, is late with an invoice or would pass its limit with this order. Otherwise the
 * choices as they are and the usual due days.
 */
async function paymentTerms(
  tx: Db,
  accountId: number,
  choices: CheckoutChoices,
  totals: OrderTotals,
  now: Date,
): Promise<{ choices: CheckoutChoices; dueDays: number } | { status: number; errors: ErrorItem[] }> {
  if (!isOnAccount(choices.payment)) return { choices, dueDays: INVOICE_DUE_DAYS };
  const [terms] = await tx
    .select({ paymentTermsDays: customers.paymentTermsDays, creditLimitCents: customers.creditLimitCents })
    .from(customers)
    .where(eq(customers.id, accountId));
  const dueDays = terms ? termsOf(terms) : null;
  if (!terms || dueDays === null) return { status: 400, errors: [{ key: 'payment', code: 'messages.validation.payment.notAllowed' }] };
  const refusal = creditRefusal(terms, await companyBalance(tx, accountId, now, settings().CREDIT_GRACE_DAYS), totals.totalWithVat);
  if (refusal) return { status: 409, errors: [refusal] };
  return { choices: { ...choices, payment: { ...choices.payment, name: onAccountName(dueDays) } }, dueDays };
}

/**
 * The cart's lines priced now with its checkout choices, or why it cannot be ordered (an
 * empty cart, lines not of whole packs or below the minimum as the products are sold now, a missing
 * checkout choice). Takes the account's credit lock first: one order of locks in every placement, so
 * no two wait on each other.
 */
export async function draftOfCart(tx: Db, cart: CartRow, email: string): Promise<CartDraft | { status: number; errors: ErrorItem[] }> {
  await lockCompanyCredit(tx, cart.accountId);
  const lines = await pricedCartLines(tx, cart.id);
  if (lines.length === 0) return { status: 400, errors: [{ key: 'basket', code: 'messages.basket.empty' }] };
  const packRefusals = linePackRefusals(lines);
  if (packRefusals.length > 0) return { status: 400, errors: packRefusals };
  const choices = await checkoutChoices(tx, cart, email);
  if (Array.isArray(choices)) return { status: 400, errors: choices };
  return { lines, choices, totals: orderTotals(lines, choices) };
}

/**
 * A buyer's order over their limit per order (excluding VAT, docs/decisions/059-company-accounts.md):
 * 409 `messages.order.needsApproval`, to be submitted for the owner's approval instead.
 */
export function limitRefusal(limitCents: number | null, totalExcVatCents: number): ErrorItem | null {
  if (limitCents === null || totalExcVatCents <= limitCents) return null;
  return { key: 'basket', code: 'messages.order.needsApproval', params: { limit: money(limitCents), order: money(totalExcVatCents) } };
}

/**
 * Places the cart as an order in ONE transaction: locks the cart row (a second, concurrent
 * placement waits here and then finds the order), takes the company's credit lock (its orders are
 * counted one after the other against its limit), re-reads prices, refuses lines not of whole packs
 * or below the minimum as the products are sold now (nothing placed), a buyer's order over their
 * limit (it goes for approval instead), locks the products and decrements stock by the ordered
 * quantity (never refused for stock), closes the cart, so the basket is empty, stores addresses,
 * shipping, parcel point, sale point, payment and note, issues the invoice (due in 14 days or by the
 * company's terms on account, unpaid) with its e-invoice, and queues the confirmation mail in the
 * outbox. One statement per table.
 */
export async function placeCartOrder(
  db: Db,
  customerId: number,
  email: string,
  cartId: number,
  followNews: boolean,
  placement: Placement = { limitCents: null },
): Promise<PlaceResult> {
  return db.transaction((tx) => placeCartOrderIn(tx, customerId, email, cartId, followNews, placement));
}

/**
 * placeCartOrder inside the caller's transaction: the owner's approval runs it under its lock on the
 * request. An approval places the cart frozen for it (status `approval`) past the buyer's limit; any
 * other placement takes only an open cart. A refusal writes nothing.
 */
export async function placeCartOrderIn(
  tx: Db,
  customerId: number,
  email: string,
  cartId: number,
  followNews: boolean,
  placement: Placement,
): Promise<PlaceResult> {
  const [cart] = await tx
    .select()
    .from(carts)
    .where(and(eq(carts.id, cartId), eq(carts.customerId, customerId)))
    .for('update');
  if (!cart) return { kind: 'not-found' };
  const approvedBy = placement.approvedBy ?? null;
  if (cart.status !== (approvedBy === null ? 'open' : 'approval')) return orderOfCart(tx, cart.id);
  // the cart's account (written when it was opened): every person of a company shares its credit lock, terms and balance
  const { accountId } = cart;
  const draft = await draftOfCart(tx, cart, email);
  if ('errors' in draft) return { kind: 'invalid', ...draft };
  const { lines, totals } = draft;
  const overLimit = limitRefusal(placement.limitCents ?? null, totals.totalExcVat);
  if (overLimit) return { kind: 'invalid', status: 409, errors: [overLimit] };

  const now = new Date();
  const terms = await paymentTerms(tx, accountId, draft.choices, totals, now);
  if ('errors' in terms) return { kind: 'invalid', ...terms };
  const { choices, dueDays } = terms;
  const { totalExcVat, totalWithVat } = totals;
  const site = await siteOfCart(tx, cart.siteId);
  // What needs no number first, the products' locks among it: the numbering lock (nextNumbers) is
  // every placement's, held to the commit, so each statement after it is one more every other order
  // waits through, and under load each waits its turn on the instance's event loop (docs/performance.md).
  await decrementStock(tx, lines, choices.salePoint?.id ?? null);
  await tx.update(carts).set({ status: 'ordered', updatedAt: now }).where(eq(carts.id, cart.id));
  if (followNews) await tx.update(customers).set({ newsletter: true }).where(eq(customers.id, customerId));
  const [account] = await tx.select().from(customers).where(eq(customers.id, accountId));
  if (!account) throw new Error(`cart ${cart.id}: its account ${accountId} is gone`);
  const numbers = await nextNumbers(tx, now);
  const order = await insertOrder(tx, { site, customerId, accountId, cart, choices, totals, followNews, orderNumber: numbers.order, now, approvedBy });
  const orderLineRows = await insertOrderLines(tx, order.id, lines);
  const issued = { order, lines: orderLineRows, customer: account, byTransfer: settledByTransfer(choices.payment) };
  const dueTo = await issueInvoice(tx, issued, numbers.invoice, totalWithVat, now, dueDays);
  const orderId = order.id;
  const mail = {
    number: numbers.order,
    orderId,
    lines: lines.map((l) => ({ code: l.code, name: l.name, quantity: l.quantity, totalCents: l.unitPriceCents * l.quantity })),
    shipping: choices.shipping.name,
    payment: choices.payment.name,
    totalExcVatCents: totalExcVat,
    totalWithVatCents: totalWithVat,
    invoiceNumber: numbers.invoice,
    dueTo,
    site: site && { name: site.name, jobReference: site.jobReference },
    paidByTransfer: settledByTransfer(choices.payment) && totalWithVat > 0,
  };
  await queueOrderMail(tx, mail, email);
  return { kind: 'placed', orderId, number: numbers.order };
}
