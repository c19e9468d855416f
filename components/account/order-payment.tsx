import type { ReactNode } from 'react';
import type { OrderDetail } from '@/lib/contract/schemas/account';
import { PaymentInstructions } from './payment-instructions';

/**
 * The payment area of an order's pages, the confirmation and the detail alike: first `status`, where
 * a payment's state and its actions go (a card payment's outcome and "pay again"), then what is left
 * to transfer with its PAY by square code. Both pages render this one component, so what the area
 * shows is added here once.
 */
export function OrderPayment({ order, status }: { order: OrderDetail; status?: ReactNode }) {
  if (!status && !order.payment_instructions) return null;
  return (
    <>
      {status}
      {order.payment_instructions && <PaymentInstructions instructions={order.payment_instructions} />}
    </>
  );
}
