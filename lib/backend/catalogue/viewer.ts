import 'server-only';
import type { HandlerContext } from '../router';

/** Who is asking: the customer's id, or null for a guest (no valid session). */
export interface Viewer {
  customerId: number | null;
}

/** The viewer of a request; an invalid or expired session counts as a guest. */
export async function viewerOf(ctx: Pick<HandlerContext, 'session'>): Promise<Viewer> {
  const session = await ctx.session();
  return { customerId: session?.customer.id ?? null };
}

/**
 * Cache policy of a product-bearing response: guests' answers carry no customer data and may be
 * shared; anything built for a customer (prices, wishlist flags) must stay private.
 */
export function cacheFor(viewer: Viewer): 'public' | 'private' {
  return viewer.customerId === null ? 'public' : 'private';
}
