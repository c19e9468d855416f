import 'server-only';
import { notLoggedIn, ok } from '../http';
import type { Handler } from '../router';
import type { Customer } from '../session';

/** The contract's user object of a customer. */
export function userPayload(customer: Customer, authCheck: string) {
  return {
    username: customer.email,
    email: customer.email,
    first_name: customer.firstName,
    last_name: customer.lastName,
    company_name: customer.companyName,
    auth_check: authCheck,
    last_auth_check: customer.lastAuthCheck?.toISOString() ?? null,
  };
}

/** GET /sign/user: the signed-in customer, or `messages.user.not-logged-in`. */
export const getSignedInUser: Handler = async ({ session }) => {
  const current = await session();
  if (!current) return notLoggedIn();
  return ok({ user: userPayload(current.customer, current.authCheck) });
};
