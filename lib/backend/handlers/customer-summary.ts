import 'server-only';
import { ok } from '../http';
import type { CustomerContext, CustomerHandler } from '../customer-guard';
import { readCart, toContractCart, type PricedCart } from '../cart/cart-store';
import { userPayload, withCompanyName } from './sign-user';
import { countWishes } from './wishlist';

/** The summary's fields of what was read; the page call (customer-page.ts) answers them too. */
export function summaryFields(user: ReturnType<typeof userPayload>, cart: PricedCart, wishes: number) {
  return { user, basket: toContractCart(cart), wish_list_count: wishes, lookup_available: true, error: null };
}

/** The summary's fields of the signed-in customer. */
export async function summaryPayload({ db, session, customer }: CustomerContext) {
  const cart = await readCart(db, customer.id);
  const wishes = await countWishes(db, customer.id);
  return summaryFields(userPayload(await withCompanyName(db, customer), session.authCheck), cart, wishes);
}

/**
 * GET /x/customer/summary/{lang} (extension): what every signed-in page asks first, in one round
 * trip instead of three: the user (GET /sign/user), the cart (GET /basket/{lang}) and the wishlist
 * count (GET /customer/wish-list-count), each in the shape of its spec call, and whether this
 * backend answers the product lookup (quick order), which the page would otherwise probe: it does
 * (an e2e test hiding the lookup changes that at the test-hook layer, test-hook-missing.ts). 401 for guests.
 */
export const getCustomerSummary: CustomerHandler = async (ctx) => ok(await summaryPayload(ctx));
