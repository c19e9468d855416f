import 'server-only';
import { ok } from '../http';
import type { CustomerHandler } from '../customer-guard';
import type { Customer } from '../session';

/** The contract's user object of a customer. */
export function userPayload(customer: Pick<Customer, 'email' | 'firstName' | 'lastName' | 'companyName' | 'lastAuthCheck'>, authCheck: string) {
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
export const getSignedInUser: CustomerHandler = async ({ session }) => ok({ user: userPayload(session.customer, session.authCheck) });
