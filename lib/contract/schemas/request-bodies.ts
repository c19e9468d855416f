// Every request body schema of a contract call, by name: what the backend's routes name as a call's
// body (lib/backend/routes.ts) and what docs/openapi.json describes. The calls build the bodies.
export { checkoutAddressRequestSchema, addressPayloadSchema } from './requests/address';
export { basketAddPayloadSchema, basketUpdatePayloadSchema, duplicateOrderPayloadSchema, wishlistAddPayloadSchema } from './requests/basket';
export {
  giftCardPayloadSchema,
  orderNotePayloadSchema,
  placeOrderPayloadSchema,
  setAdditionalPayloadSchema,
  setPaymentPayloadSchema,
  setSalePointPayloadSchema,
  setShippingPayloadSchema,
} from './requests/checkout';
export { productFilterRequestSchema, wishlistRequestSchema } from './requests/listing';
export { passwordChangePayloadSchema, restorePayloadSchema } from './requests/password';
export { acceptInvitationPayloadSchema, invitePayloadSchema, personUpdatePayloadSchema } from './requests/people';
export { profileUpdatePayloadSchema } from './requests/profile';
export { questionPayloadSchema } from './requests/question';
export { registrationPayloadSchema } from './requests/registration';
export { signInPayloadSchema } from './requests/sign-in';
export { customerPagePayloadSchema } from './customer-page';
export { customerPricesPayloadSchema } from './customer-prices';
export { productLookupPayloadSchema } from './product-lookup';
export { standInChoicePayloadSchema } from './card-payment';
export { approvalRejectPayloadSchema, approvalSubmitPayloadSchema } from './approvals';
export { siteChoicePayloadSchema, sitePayloadSchema } from './requests/site';
export { companyAddressPayloadSchema } from './company-addresses';
