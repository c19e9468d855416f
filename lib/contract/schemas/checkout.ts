import * as z from 'zod/mini';
import { envelope, idSchema, moneySchema, numberLabelSchema } from './common';
import { pickupScheduleFields } from './warehouse-stock';

/** Euros as a numeric string with at most 2 decimals ("3.90"): parse with `toCents` of lib/shared/format/money.ts. */
export const numericPriceSchema = z.string().check(z.regex(/^\d+(\.\d{1,2})?$/));

export const shippingMethodSchema = z.object({
  id: idSchema,
  name: z.string(),
  /** a numeric string (docs/contract.md#shapes): never do float arithmetic on it */
  price: numericPriceSchema,
  pick_up: z.boolean(),
  default: z.boolean(),
  is_packeta: z.boolean(),
});
export type ShippingMethod = z.infer<typeof shippingMethodSchema>;

export const paymentOptionSchema = z.object({
  id: idSchema,
  name: z.string(),
  price: moneySchema,
  allow_for_store: z.boolean(),
  allow_for_shipping: z.boolean(),
  /** buying on account (an extension): the invoice is due this many days after issue; listed only to a company with terms */
  due_days: z.optional(z.number().check(z.int(), z.positive())),
  /** paid by card through the payment gateway after placing (an extension, docs/decisions/061-card-payments.md) */
  card_gateway: z.optional(z.boolean()),
});
export type PaymentOption = z.infer<typeof paymentOptionSchema>;

/**
 * A sale point for pickup; `address` is HTML. `label`, `place` and the pickup schedule are extension
 * fields (decision 066): without them checkout says nothing of when the order is ready.
 */
export const warehouseSchema = z.object({
  id: idSchema,
  name: z.string(),
  address: z.string(),
  label: z.optional(z.string()),
  place: z.optional(z.string()),
  ...pickupScheduleFields,
});
export type Warehouse = z.infer<typeof warehouseSchema>;

/** GET /cart/shipping/{lang} */
export const shippingMethodsResponseSchema = z.object({ ...envelope, shipping: z.array(shippingMethodSchema) });
/** GET /cart/payment/{lang} */
export const paymentMethodsResponseSchema = z.object({ ...envelope, payments: z.array(paymentOptionSchema) });
/** GET /cart/warehouses */
export const warehousesResponseSchema = z.object({ ...envelope, warehouses: z.array(warehouseSchema) });

export const placedOrderSchema = z.object({ id: idSchema, number: numberLabelSchema });
export type PlacedOrder = z.infer<typeof placedOrderSchema>;

/** PUT /cart/order/{lang} */
export const placeOrderResponseSchema = z.object({ ...envelope, order: placedOrderSchema });

/** A Packeta pickup point as the widget's callback gives it (the fields the checkout keeps). */
export const packetaPointSchema = z.object({
  id: z.pipe(
    z.union([z.string(), z.number()]),
    z.transform((v) => String(v)),
  ),
  name: z.string(),
  street: z.string(),
  city: z.string(),
  zip: z.string(),
});
export type PacketaPoint = z.infer<typeof packetaPointSchema>;

/** GET /packeta/points: the embedded backend's demo points for the local widget stand-in. */
export const packetaPointsResponseSchema = z.object({ ...envelope, points: z.array(packetaPointSchema) });
