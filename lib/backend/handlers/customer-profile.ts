import 'server-only';
import { notLoggedIn, ok } from '../http';
import type { Handler } from '../router';
import type { Customer } from '../session';

/** The contract's profile object (lib/api/schemas/account.ts profileSchema). */
export function profilePayload(customer: Customer) {
  return {
    username: customer.email,
    email: customer.email,
    first_name: customer.firstName,
    last_name: customer.lastName,
    company_name: customer.companyName,
    phone: customer.phone,
    company_id: customer.companyId,
    vat_registration_id: customer.vatRegistrationId,
    ext_vat_registration_id: customer.extVatRegistrationId,
  };
}

/** GET /customer/profile: the signed-in customer's details; 401 for guests. */
export const getProfile: Handler = async ({ session }) => {
  const current = await session();
  if (!current) return notLoggedIn();
  return ok({ customer: profilePayload(current.customer) });
};
