/** The card payment's pages (docs/decisions/061-card-payments.md). */

/** Where the payment provider sends the customer back: the outcome of paying order `orderId`. */
export function paymentReturnPath(orderId: number | string): string {
  return `/platba/${encodeURIComponent(String(orderId))}`;
}

/** The stand-in provider's hosted payment page (used when no provider keys are set). */
export function standInPaymentPath(paymentId: string): string {
  return `/platobna-brana/${encodeURIComponent(paymentId)}`;
}
