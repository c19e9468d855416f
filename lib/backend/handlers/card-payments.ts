import 'server-only';
import { log } from '@/lib/runtime/instance/log';
import { fail, notFound, ok } from '../http';
import type { CustomerHandler } from '../customer-guard';
import { wholeNumber } from '../path-params';
import type { Handler } from '../router';
import { providerNamed } from '../payments/active-provider';
import { recordAndSend } from '../payments/record-state';
import { readableOrder } from '../accounts/scope';
import { refreshWaiting, startCardPayment } from '../payments/start-payment';

const notCard = () => fail(409, [{ key: 'payment', code: 'messages.payment.notCard' }]);

/**
 * POST /x/customer/order/{orderId}/card-payment (docs/decisions/061-card-payments.md): a new card
 * payment of an unpaid card order the person may read (owner and accountant the company's, a buyer their own); answers the provider's page to send the customer to.
 */
export const startOrderCardPayment: CustomerHandler = async ({ db, params, customer }) => {
  const orderId = wholeNumber(params.orderId);
  if (orderId === null) return notFound('order');
  const outcome = await startCardPayment(db, customer, orderId);
  if (outcome.kind === 'refused') return fail(outcome.status, outcome.errors);
  return ok({ payment: { redirect_url: outcome.redirectUrl } });
};

/** GET /x/customer/order/{orderId}/card-payment: the state now, asking the provider while it is waiting. */
export const getOrderCardPayment: CustomerHandler = async ({ db, params, customer }) => {
  const orderId = wholeNumber(params.orderId);
  const order = orderId === null ? null : await readableOrder(db, customer, orderId);
  if (!order) return notFound('order');
  if (order.paymentState === null) return notCard();
  let state = order.paymentState;
  try {
    state = (await refreshWaiting(db, order)) ?? state;
  } catch (error) {
    // the provider is unreachable: the stored state stands, and the notification will still come
    log().warn({ err: error, orderId: order.id }, 'card payment: the provider could not be asked for the state');
  }
  return ok({ payment: { state } });
};

/**
 * GET /x/payment-notify/{provider}: the provider's notification, verified its way (the stand-in's
 * signature, GoPay's state read back from its API) and recorded idempotently. 400 when it cannot be
 * verified, 404 for a provider that is not active or a payment the shop never started.
 */
export const paymentNotify: Handler = async ({ db, params, request }) => {
  const provider = providerNamed(params.provider ?? '');
  if (!provider) return notFound('payment');
  const verified = await provider.verifyNotification(db, request);
  if (!verified) {
    log().warn({ provider: provider.name }, 'card payment: a notification failed verification and was refused');
    return fail(400, [{ key: 'signature', code: 'messages.payment.badSignature' }]);
  }
  const recorded = await recordAndSend(db, provider.name, verified.paymentId, verified.state);
  return recorded.kind === 'unknown' ? notFound('payment') : ok();
};
