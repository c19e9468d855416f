import 'server-only';
import { asc } from 'drizzle-orm';
import { packetaPoints, paymentMethods, shippingMethods, warehouses } from '../db/schema';
import { money, ok } from '../http';
import type { Handler } from '../router';

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

/** GET /cart/payment/{lang} */
export const getPaymentMethods: Handler = async ({ db }) => {
  const rows = await db.select().from(paymentMethods).orderBy(asc(paymentMethods.position), asc(paymentMethods.id));
  return ok(
    {
      payments: rows.map((r) => ({
        id: r.id,
        name: r.name,
        price: money(r.priceCents),
        allow_for_store: r.allowForStore,
        allow_for_shipping: r.allowForShipping,
      })),
    },
    { cache: 'public' },
  );
};

/** GET /cart/warehouses: the sale points for pickup; `address` is HTML. */
export const getWarehouses: Handler = async ({ db }) => {
  const rows = await db.select().from(warehouses).orderBy(asc(warehouses.position), asc(warehouses.id));
  return ok({ warehouses: rows.map((r) => ({ id: r.id, name: r.name, address: r.address })) }, { cache: 'public' });
};

/**
 * GET /packeta/points: the demo pickup points of the local Packeta stand-in (no API key configured).
 * An embedded-backend extension, not a contract call: the stand-in script reads it.
 */
export const getPacketaPoints: Handler = async ({ db }) => {
  const rows = await db.select().from(packetaPoints).orderBy(asc(packetaPoints.city), asc(packetaPoints.name));
  return ok({ points: rows }, { cache: 'public' });
};
