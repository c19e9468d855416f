import { callApi, seg, type ApiClient } from '../client';
import type { CardPaymentState, StandInChoicePayload, StandInPayment } from '../schemas/card-payment';

/**
 * POST /x/customer/order/{orderId}/card-payment (an extension, docs/decisions/061-card-payments.md):
 * starts a card payment of the customer's unpaid card order; the provider's page to send them to.
 * Asked only for a method with `card_gateway`; a 404 or 501 there means the upstream lacks it.
 */
export async function startCardPayment(client: ApiClient, orderId: number | string): Promise<string> {
  return (await callApi(client, 'POST', `/x/customer/order/${seg(orderId)}/card-payment`, 'cardPaymentStartResponseSchema')).payment.redirect_url;
}

/** GET /x/customer/order/{orderId}/card-payment: the card order's payment state now. */
export async function getCardPaymentState(client: ApiClient, orderId: number | string): Promise<CardPaymentState> {
  return (await callApi(client, 'GET', `/x/customer/order/${seg(orderId)}/card-payment`, 'cardPaymentStateResponseSchema')).payment.state;
}

/** GET /x/stand-in-payment/{id}: what the stand-in provider's payment page shows. */
export async function getStandInPayment(client: ApiClient, id: string): Promise<StandInPayment> {
  return (await callApi(client, 'GET', `/x/stand-in-payment/${seg(id)}`, 'standInPaymentResponseSchema')).payment;
}

/** POST /x/stand-in-payment/{id}: the customer's choice on the stand-in's page; where to send them back. */
export async function chooseOnStandIn(client: ApiClient, id: string, payload: StandInChoicePayload): Promise<string> {
  return (await callApi(client, 'POST', `/x/stand-in-payment/${seg(id)}`, 'standInChoiceResponseSchema', payload)).return_url;
}
