import 'server-only';
import { asc, eq } from 'drizzle-orm';
import { packetaPoints, paymentMethods, shippingMethods, warehouses } from '../db/schema';
import { money, ok } from '../http';
import type { Handler } from '../router';
import { isOnAccount, onAccountName, termsOf } from '../checkout/on-account';
import { accountRowOf } from '../accounts/account';
import { isCardPayment } from '../payments/card-orders';

/** Cents as the numeric string docs/contract.md#shapes gives shipping prices ("3.90"). */
export function priceString(cents: number): string {
  return (cents / 100).toFixed(2);
}

/** GET /cart/shipping/{lang}: every method; no customer data, so shared caches may keep it. */
export const getShippingMethods: Handler = async ({ db }) => {
  const rows = await db.select().from(shippingMethods).orderBy(asc(shippingMethods.position), asc(shippingMethods.id));
  return ok(
    {
      shipping: rows.map((r) => ({
        id: r.id,
        name: r.name,
        price: priceString(r.priceCents),
        pick_up: r.pickUp,
        default: r.isDefault,
        is_packeta: r.isPacketa,
      })),
    },
    { cache: 'public' },
  );
};

/**
 * GET /cart/payment/{lang}: every method; buying on account only to a company with payment terms
 * (asked with the session of any of its people: the account's terms, docs/decisions/059-company-accounts.md), named by its terms and with `due_days` (docs/decisions/058-trade-terms.md).
 * Public for guests; private for a customer, whose list may hold the on-account method.
 */
export const getPaymentMethods: Handler = async (ctx) => {
  const [session, rows] = await Promise.all([
    ctx.session(),
    ctx.db.select().from(paymentMethods).orderBy(asc(paymentMethods.position), asc(paymentMethods.id)),
  ]);
  const dueDays = session ? termsOf(await accountRowOf(ctx.db, session.customer)) : null;
  const listed = rows.filter((r) => !isOnAccount(r) || dueDays !== null);
  return ok(
    {
      payments: listed.map((r) => ({
        id: r.id,
        name: isOnAccount(r) && dueDays !== null ? onAccountName(dueDays) : r.name,
        price: money(r.priceCents),
        allow_for_store: r.allowForStore,
        allow_for_shipping: r.allowForShipping,
        ...(isOnAccount(r) && dueDays !== null ? { due_days: dueDays } : {}),
        // paid through the payment gateway after placing (docs/decisions/061-card-payments.md)
        ...(isCardPayment(r) ? { card_gateway: true } : {}),
      })),
    },
    { cache: session ? 'private' : 'public' },
  );
};

/**
 * GET /cart/warehouses: the sale points for pickup (not the shipping-only central warehouse);
 * `address` is HTML. `label`, `place`, `cut_off` and `ready_from` are extension fields (decision 066).
 */
export const getWarehouses: Handler = async ({ db }) => {
  const rows = await db.select().from(warehouses).where(eq(warehouses.pickUp, true)).orderBy(asc(warehouses.position), asc(warehouses.id));
  return ok({ warehouses: rows.map(salePoint) }, { cache: 'public' });
};

/** A pickup warehouse as checkout lists it, with when an order is ready there. */
function salePoint(r: typeof warehouses.$inferSelect) {
  const schedule = r.cutOff && r.readyFrom ? { cut_off: r.cutOff, ready_from: r.readyFrom } : {};
  return { id: r.id, name: r.name, address: r.address, label: r.label, place: r.place, ...schedule };
}

/**
 * GET /packeta/points: the demo pickup points of the local Packeta stand-in (no API key configured).
 * An embedded-backend extension, not a contract call: the stand-in script reads it.
 */
export const getPacketaPoints: Handler = async ({ db }) => {
  const rows = await db.select().from(packetaPoints).orderBy(asc(packetaPoints.city), asc(packetaPoints.name));
  return ok({ points: rows }, { cache: 'public' });
};
