const ORDER_DETAIL = '/account/orderdetail/';
const ORDER_CONFIRMATION = '/objednavka/';
/** The pages of one order, both by its id: each asks the backend for the order before it streams (proxy.ts). */
const ORDER_PAGES = [ORDER_DETAIL, ORDER_CONFIRMATION];

/** The storefront page of one order (docs/rules.md#screens: account/orderdetail/{orderId}). */
export function orderPath(orderId: number | string): string {
  return ORDER_DETAIL + encodeURIComponent(String(orderId));
}

/** The confirmation page of one order, where placing it lands (docs/rules.md#screens: objednavka/{orderId}). */
export function orderConfirmationPath(orderId: number | string): string {
  return ORDER_CONFIRMATION + encodeURIComponent(String(orderId));
}

/** True for the confirmation pages' address space (private like the account: proxy.ts, next.config.mjs). */
export function isOrderConfirmationPath(pathname: string): boolean {
  return pathname.startsWith(ORDER_CONFIRMATION);
}

/** The order id segment of an order page's path (detail or confirmation), still percent-encoded; null for any other path. */
export function orderIdSegment(pathname: string): string | null {
  const prefix = ORDER_PAGES.find((p) => pathname.startsWith(p));
  if (!prefix) return null;
  const segment = pathname.slice(prefix.length);
  return segment && !segment.includes('/') ? segment : null;
}

/** The e-invoice (Peppol UBL XML) of one of the customer's invoices, beside the account's other exports. */
export function eInvoicePath(invoiceNumber: string): string {
  return `/account/export/invoice/${encodeURIComponent(invoiceNumber)}.xml`;
}
