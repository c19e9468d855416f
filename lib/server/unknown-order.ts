import 'server-only';
import { getOrderDetail } from '@/lib/contract/calls/account';
import { ApiError } from '@/lib/contract/errors';
import { DEFAULT_LOCALE } from '@/lib/shared/i18n/config';
import { log } from '@/lib/runtime/instance/log';
import { serverClient } from './api';

/**
 * True when the backend answers that this visitor has no such order (404, or 400 for an id it
 * cannot read). proxy.ts asks before the page streams, because the page's own check runs after
 * the static shell has gone out with status 200. Any other outcome (signed out, backend down)
 * is false: the page then does what it always does.
 */
export async function isUnknownOrder(orderId: string, cookieHeader: string | null): Promise<boolean> {
  try {
    await getOrderDetail(serverClient(cookieHeader), orderId, DEFAULT_LOCALE);
    return false;
  } catch (error) {
    if (error instanceof ApiError) return error.status === 404 || error.status === 400;
    log().error({ err: error }, 'order check before the page failed');
    return false;
  }
}
