import * as z from 'zod/mini';
import { envelope, moneySchema, numberLabelSchema } from './common';

/** A card payment's state (docs/decisions/061-card-payments.md). */
export const cardPaymentStateSchema = z.enum(['waiting', 'paid', 'failed', 'cancelled']);
export type CardPaymentState = z.infer<typeof cardPaymentStateSchema>;

/** What the order list and detail say of an order's payment: paid or unpaid, or a card order's own state (an optional field). */
export const orderPaymentStateSchema = z.enum(['paid', 'unpaid', 'waiting', 'failed', 'cancelled']);
export type OrderPaymentState = z.infer<typeof orderPaymentStateSchema>;

/** POST /x/customer/order/{orderId}/card-payment: where to send the customer to pay (the provider's hosted page). */
export const cardPaymentStartResponseSchema = z.object({ ...envelope, payment: z.object({ redirect_url: z.string().check(z.minLength(1)) }) });

/** GET /x/customer/order/{orderId}/card-payment: the order's card payment state now. */
export const cardPaymentStateResponseSchema = z.object({ ...envelope, payment: z.object({ state: cardPaymentStateSchema }) });

/** GET /x/stand-in-payment/{id}: what the stand-in's payment page shows. */
export const standInPaymentSchema = z.object({
  id: z.string(),
  order_number: numberLabelSchema,
  amount: moneySchema,
  currency: z.string(),
  state: cardPaymentStateSchema,
});
export type StandInPayment = z.infer<typeof standInPaymentSchema>;
export const standInPaymentResponseSchema = z.object({ ...envelope, payment: standInPaymentSchema });

/** POST /x/stand-in-payment/{id}: the customer's choice; `notify` makes the notification late or twice (tests, docs/decisions/061). */
export const standInChoicePayloadSchema = z.object({
  action: z.enum(['pay', 'decline', 'cancel']),
  notify: z.optional(z.enum(['now', 'late', 'twice'])),
});
export type StandInChoicePayload = z.infer<typeof standInChoicePayloadSchema>;

/** The answer to the choice: where the stand-in sends the customer back. */
export const standInChoiceResponseSchema = z.object({ ...envelope, return_url: z.string().check(z.minLength(1)) });
