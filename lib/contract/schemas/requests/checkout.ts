import * as z from 'zod/mini';
import { idSchema, optionalText } from '../common';

const parcelPointText = (max: number) => z.optional(z.nullable(optionalText(max)));

/** PUT /cart/shipping/{lang}; the parcel-point fields only for a method flagged is_packeta. */
export const setShippingPayloadSchema = z.object({
  basket: idSchema,
  saturdayDelivery: z.literal(false),
  shipping: idSchema,
  packetaPoint: parcelPointText(40),
  packetaPointName: parcelPointText(200),
  packetaPointAddress: parcelPointText(300),
});
export type SetShippingPayload = z.infer<typeof setShippingPayloadSchema>;

/** PATCH /basket/sale-point; null when the customer chose delivery. */
export const setSalePointPayloadSchema = z.object({ basket: idSchema, salePoint: z.nullable(idSchema) });
export type SetSalePointPayload = z.infer<typeof setSalePointPayloadSchema>;

/** PUT /cart/payment */
export const setPaymentPayloadSchema = z.object({ basket: idSchema, payment: idSchema });
export type SetPaymentPayload = z.infer<typeof setPaymentPayloadSchema>;

/** PATCH /cart/additional: whether a separate delivery address was given. */
export const setAdditionalPayloadSchema = z.object({ is_delivery_address: z.boolean(), basket: idSchema });
export type SetAdditionalPayload = z.infer<typeof setAdditionalPayloadSchema>;

/** PATCH /cart/gift-card: `id` is the basket. */
export const giftCardPayloadSchema = z.object({ id: idSchema, code: optionalText(60) });
export type GiftCardPayload = z.infer<typeof giftCardPayloadSchema>;

/** PATCH /basket/note: the optional order note. */
export const orderNotePayloadSchema = z.object({ basket: idSchema, note: optionalText(2000, { multiLine: true }) });
export type OrderNotePayload = z.infer<typeof orderNotePayloadSchema>;

/** PUT /cart/order/{lang}: `followNews` is the newsletter checkbox of step 3. */
export const placeOrderPayloadSchema = z.object({ basket: idSchema, followNews: z.boolean() });
export type PlaceOrderPayload = z.infer<typeof placeOrderPayloadSchema>;
