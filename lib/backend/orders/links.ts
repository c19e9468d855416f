import 'server-only';
import { orderPath } from '@/lib/shop/urls/account-paths';
import { API_PREFIX } from '@/lib/contract/client';

/** The storefront page of one order (root-relative, docs/contract.md#shapes: order_url). */
export function orderUrl(orderId: number): string {
  return orderPath(orderId);
}

/** The invoice PDF the embedded backend serves to its owner, by an opaque id (never the number). */
export function invoiceUrl(publicId: string): string {
  return `${API_PREFIX}/customer/invoice/${encodeURIComponent(publicId)}/pdf`;
}
