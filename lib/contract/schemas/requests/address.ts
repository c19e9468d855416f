import * as z from 'zod/mini';
import { COUNTRY_ID, emailSchema, idSchema, optionalText, requiredText } from '../common';
import { addressTypeSchema } from '../account';

/** Checkout billing (invoice) address: all required, e-mail valid (docs/rules.md#validation). */
export const checkoutBillingFormSchema = z.object({
  firstName: requiredText(120),
  lastName: requiredText(120),
  street: requiredText(200),
  city: requiredText(120),
  zip: requiredText(10),
  phone: requiredText(40),
  email: emailSchema,
});
export type CheckoutBillingForm = z.infer<typeof checkoutBillingFormSchema>;

/** Checkout delivery address: no validators (docs/rules.md#validation), only length bounds for the backend. */
export const checkoutDeliveryFormSchema = z.object({
  firstName: optionalText(120),
  lastName: optionalText(120),
  street: optionalText(200),
  city: optionalText(120),
  zip: optionalText(10),
  phone: optionalText(40),
});
export type CheckoutDeliveryForm = z.infer<typeof checkoutDeliveryFormSchema>;

/** The wire form's extras: the stored address's id when prefilled, and the fixed country. */
const wireFields = {
  id: z.optional(z.nullable(idSchema)),
  country: z.literal(COUNTRY_ID),
};

/** Address payload (PATCH /cart/address; the delivery address of PUT /cart/address/2): country always 32. */
export const addressPayloadSchema = z.extend(checkoutDeliveryFormSchema, {
  ...wireFields,
  email: z.optional(optionalText(254)),
});
export type AddressPayload = z.infer<typeof addressPayloadSchema>;

/** The invoice address payload of PUT /cart/address/1: the billing rules plus the wire extras. */
export const billingAddressPayloadSchema = z.extend(checkoutBillingFormSchema, wireFields);
export type BillingAddressPayload = z.infer<typeof billingAddressPayloadSchema>;

/** Body of PUT /cart/address/{type}. */
export const checkoutAddressRequestSchema = z.object({
  address: addressPayloadSchema,
  basket: idSchema,
});
export type CheckoutAddressRequest = z.infer<typeof checkoutAddressRequestSchema>;

/** The body schema the backend checks PUT /cart/address/{type} with: type 1 has the billing rules. */
export function checkoutAddressRequestSchemaFor(type: z.infer<typeof addressTypeSchema>) {
  return type === 1 ? z.extend(checkoutAddressRequestSchema, { address: billingAddressPayloadSchema }) : checkoutAddressRequestSchema;
}

/** Builds an address payload from a checkout form; `id` is the stored address it came from, if any. */
export function toAddressPayload(form: CheckoutDeliveryForm | CheckoutBillingForm, id?: number | null): AddressPayload {
  return { ...form, id: id ?? null, country: COUNTRY_ID };
}
