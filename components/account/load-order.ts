import 'server-only';
import { notFound } from 'next/navigation';
import { getLocale } from 'next-intl/server';
import { getOrderDetail } from '@/lib/contract/calls/account';
import { ApiError } from '@/lib/contract/errors';
import type { OrderDetail } from '@/lib/contract/schemas/account';
import { decodeParam } from '@/lib/shop/urls/route-params';
import { customerApi } from '@/lib/server/api';
import { requireCustomer } from '@/lib/server/require-customer';

/**
 * One order of the signed-in customer for an order page (the detail, the confirmation): a visitor
 * without a session goes to sign in and back to `pathOf(id)`; an id the backend does not know for
 * this customer (another's order too) is the not-found page, as proxy.ts answers it before streaming.
 */
export async function loadCustomerOrder(
  params: Promise<{ orderId: string }>,
  pathOf: (orderId: string) => string,
): Promise<{ orderId: string; order: OrderDetail }> {
  // params arrive percent-encoded (Next passes dynamic segments as sent): decoded once here, encoded again by each use
  const orderId = decodeParam((await params).orderId);
  if (orderId === null) notFound();
  await requireCustomer(pathOf(orderId));
  try {
    return { orderId, order: await getOrderDetail(await customerApi(), orderId, await getLocale()) };
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) notFound();
    throw error;
  }
}
