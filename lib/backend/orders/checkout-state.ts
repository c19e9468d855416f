import 'server-only';
import { eq } from 'drizzle-orm';
import type { ErrorItem } from '@/lib/contract/errors';
import type { Db } from '../db/client';
import { paymentMethods, shippingMethods, warehouses } from '../db/schema';
import type { CartRow } from '../checkout/cart-access';
import { paymentAllowed } from '../checkout/rules';
import { warehouseAddressLine } from './point-of-delivery';

export interface CheckoutChoices {
  shipping: typeof shippingMethods.$inferSelect;
  payment: typeof paymentMethods.$inferSelect;
  /** the pickup warehouse: its `id` is where the order's pieces are reserved (decision 066) */
  salePoint: { id: number; name: string; addressLine: string } | null;
  invoiceAddress: Record<string, string>;
  deliveryAddress: Record<string, string>;
}

const REQUIRED_BILLING = ['firstName', 'lastName', 'street', 'city', 'zip', 'phone', 'email'] as const;

/** What the placing calls stored on the cart, checked as a whole: the choices, or the error items of what is missing. */
export async function checkoutChoices(tx: Db, cart: CartRow, email: string): Promise<CheckoutChoices | ErrorItem[]> {
  const errors: ErrorItem[] = [];
  const [shipping] = cart.shippingMethodId === null ? [] : await tx.select().from(shippingMethods).where(eq(shippingMethods.id, cart.shippingMethodId));
  const [payment] = cart.paymentMethodId === null ? [] : await tx.select().from(paymentMethods).where(eq(paymentMethods.id, cart.paymentMethodId));
  const [store] = cart.salePointId === null ? [] : await tx.select().from(warehouses).where(eq(warehouses.id, cart.salePointId));
  if (!shipping) errors.push({ key: 'shipping', code: 'messages.validation.shipping.required' });
  if (!payment) errors.push({ key: 'payment', code: 'messages.validation.payment.required' });
  if (shipping && payment && !paymentAllowed(payment, shipping)) errors.push({ key: 'payment', code: 'messages.validation.payment.notAllowed' });
  if (shipping?.pickUp && !store?.pickUp) errors.push({ key: 'salePoint', code: 'messages.validation.salePoint.required' });
  if (shipping?.isPacketa && !cart.packetaPoint) errors.push({ key: 'packetaPoint', code: 'messages.validation.packetaPoint.required' });
  const invoice: Record<string, string> = { ...(cart.checkoutAddresses?.['1'] ?? {}), email };
  if (REQUIRED_BILLING.some((k) => !invoice[k]?.trim())) errors.push({ key: 'address', code: 'messages.validation.address.required' });
  if (errors.length || !shipping || !payment) return errors;
  const separate = cart.isDeliveryAddress && !shipping.pickUp ? cart.checkoutAddresses?.['2'] : undefined;
  const delivery = separate && separate.street?.trim() ? { ...separate, email: '' } : { ...invoice, email: '' };
  return {
    shipping,
    payment,
    salePoint: shipping.pickUp && store ? { id: store.id, name: store.name, addressLine: warehouseAddressLine(store.address) } : null,
    invoiceAddress: invoice,
    deliveryAddress: delivery,
  };
}
