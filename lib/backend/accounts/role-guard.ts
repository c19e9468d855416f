import 'server-only';
import type { CustomerHandler } from '../customer-guard';
import { forbidden } from '../http';
import { roleOf, type CompanyRole } from './account';

/** Who may fill a basket, check out, place orders and copy an order into the basket: not an accountant. */
export const ORDERING_ROLES: readonly CompanyRole[] = ['owner', 'buyer'];

/**
 * Only these roles (docs/decisions/059-company-accounts.md, who may do what): any other signed-in
 * person gets 403 `messages.user.forbidden` before the handler runs. Runs inside withCustomer (the
 * routes' customer guard), so a guest still gets 401 first.
 */
export function withRole(roles: readonly CompanyRole[], handler: CustomerHandler): CustomerHandler {
  return (ctx) => (roles.includes(roleOf(ctx.customer)) ? handler(ctx) : Promise.resolve(forbidden()));
}
