import 'server-only';
import type { Db } from '../db/client';

/** A card payment's state as the shop records it (docs/decisions/061-card-payments.md). */
export const PAYMENT_STATES = ['waiting', 'paid', 'failed', 'cancelled'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

export function isPaymentState(value: string): value is PaymentState {
  return (PAYMENT_STATES as readonly string[]).includes(value);
}

export type ProviderName = 'gopay' | 'stand-in';

/** What the shop asks a provider to collect for one order. */
export interface PaymentRequest {
  amountCents: number;
  currency: 'EUR';
  orderNumber: string;
  email: string;
  /** where the provider sends the customer back after paying, declining or cancelling */
  returnUrl: string;
  /** where the provider notifies the shop of the outcome */
  notifyUrl: string;
}

/** The provider's payment: its id and the address of its hosted payment page. */
export interface CreatedPayment {
  paymentId: string;
  redirectUrl: string;
}

/** A notification the provider's way of verifying accepted: whose payment and its state now. */
export interface VerifiedNotification {
  paymentId: string;
  state: PaymentState;
}

/** One payment provider behind the one small interface the shop uses. */
export interface CardPaymentProvider {
  readonly name: ProviderName;
  create(db: Db, request: PaymentRequest): Promise<CreatedPayment>;
  /** The notification request verified and read, or null when it cannot be verified (a bad signature, an unknown payment). */
  verifyNotification(db: Db, request: Request): Promise<VerifiedNotification | null>;
  /** The payment's state as the provider has it now; null for a payment it does not know. */
  fetchState(db: Db, paymentId: string): Promise<PaymentState | null>;
}
