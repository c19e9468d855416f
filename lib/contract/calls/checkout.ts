import { callApi, seg, type ApiClient } from '../client';
import type { AddressType } from '../schemas/account';
import type { AddressPayload, CheckoutAddressRequest } from '../schemas/requests/address';
import type {
  GiftCardPayload,
  OrderNotePayload,
  PlaceOrderPayload,
  SetAdditionalPayload,
  SetPaymentPayload,
  SetSalePointPayload,
  SetShippingPayload,
} from '../schemas/requests/checkout';

/** GET /cart/shipping/{lang}: prices are numeric strings (parse with `toCents` of lib/shared/format/money.ts). */
export async function getShippingMethods(client: ApiClient, lang: string) {
  return (await callApi(client, 'GET', `/cart/shipping/${seg(lang)}`, 'shippingMethodsResponseSchema')).shipping;
}

/** GET /cart/warehouses: the pickup sale points. */
export async function getWarehouses(client: ApiClient) {
  return (await callApi(client, 'GET', '/cart/warehouses', 'warehousesResponseSchema')).warehouses;
}

/** GET /cart/payment/{lang} */
export async function getPaymentMethods(client: ApiClient, lang: string) {
  return (await callApi(client, 'GET', `/cart/payment/${seg(lang)}`, 'paymentMethodsResponseSchema')).payments;
}

/** PUT /cart/shipping/{lang}: the method and, for Packeta, the parcel point. */
export async function setShipping(client: ApiClient, lang: string, payload: SetShippingPayload) {
  await callApi(client, 'PUT', `/cart/shipping/${seg(lang)}`, 'okSchema', payload);
}

/** PATCH /basket/sale-point */
export async function setSalePoint(client: ApiClient, payload: SetSalePointPayload) {
  await callApi(client, 'PATCH', '/basket/sale-point', 'okSchema', payload);
}

/** PUT /cart/payment */
export async function setPayment(client: ApiClient, payload: SetPaymentPayload) {
  await callApi(client, 'PUT', '/cart/payment', 'okSchema', payload);
}

/** PATCH /cart/address: address fields, country 32. */
export async function setCartAddress(client: ApiClient, payload: AddressPayload) {
  await callApi(client, 'PATCH', '/cart/address', 'okSchema', payload);
}

/** PUT /cart/address/{1|2}: the invoice (1) or delivery (2) address of this order. */
export async function saveCheckoutAddress(client: ApiClient, type: AddressType, payload: CheckoutAddressRequest) {
  await callApi(client, 'PUT', `/cart/address/${seg(type)}`, 'okSchema', payload);
}

/** PATCH /cart/additional: whether a separate delivery address applies. */
export async function setAdditional(client: ApiClient, payload: SetAdditionalPayload) {
  await callApi(client, 'PATCH', '/cart/additional', 'okSchema', payload);
}

/** PATCH /cart/gift-card: the caller only logs the outcome (docs/contract.md#checkout). */
export async function applyGiftCard(client: ApiClient, payload: GiftCardPayload) {
  return callApi(client, 'PATCH', '/cart/gift-card', 'okSchema', payload);
}

/** PATCH /basket/note */
export async function setOrderNote(client: ApiClient, payload: OrderNotePayload) {
  await callApi(client, 'PATCH', '/basket/note', 'okSchema', payload);
}

/** PUT /cart/order/{lang}: places the order; the cart is consumed, so placing twice makes one order. */
export async function placeOrder(client: ApiClient, lang: string, payload: PlaceOrderPayload) {
  return (await callApi(client, 'PUT', `/cart/order/${seg(lang)}`, 'placeOrderResponseSchema', payload)).order;
}
