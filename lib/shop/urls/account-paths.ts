const ORDER_DETAIL = '/account/orderdetail/';

/** The storefront page of one order (docs/rules.md#screens: account/orderdetail/{orderId}). */
export function orderPath(orderId: number | string): string {
  return ORDER_DETAIL + encodeURIComponent(String(orderId));
}

/** The order id segment of an order page's path, still percent-encoded; null for any other path. */
export function orderIdSegment(pathname: string): string | null {
  if (!pathname.startsWith(ORDER_DETAIL)) return null;
  const segment = pathname.slice(ORDER_DETAIL.length);
  return segment && !segment.includes('/') ? segment : null;
}

/** The e-invoice (Peppol UBL XML) of one of the customer's invoices, beside the account's other exports. */
export function eInvoicePath(invoiceNumber: string): string {
  return `/account/export/invoice/${encodeURIComponent(invoiceNumber)}.xml`;
}
