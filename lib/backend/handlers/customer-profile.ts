import 'server-only';
import { eq } from 'drizzle-orm';
import { profileUpdatePayloadSchema } from '@/lib/contract/schemas/requests/profile';
import { customers } from '../db/schema';
import { ok } from '../http';
import type { Customer } from '../session';
import type { CustomerHandler } from '../customer-guard';
import { withBody } from '../request-body';

/** The contract's profile object (lib/contract/schemas/account.ts profileSchema). */
export function profilePayload(customer: Customer) {
  return {
    username: customer.email,
    email: customer.email,
    first_name: customer.firstName,
    last_name: customer.lastName,
    display_name: customer.displayName,
    company_name: customer.companyName,
    phone: customer.phone,
    company_id: customer.companyId,
    vat_registration_id: customer.vatRegistrationId,
    ext_vat_registration_id: customer.extVatRegistrationId,
  };
}

/** GET /customer/profile: the signed-in customer's details; 401 for guests. */
export const getProfile: CustomerHandler = async ({ customer }) => ok({ customer: profilePayload(customer) });

/**
 * PATCH /x/customer/profile `{ firstName, lastName, displayName }`, an extension (docs/contract.md#extensions):
 * saves the names and answers the profile as GET does; 401 for guests, 400 naming each bad field.
 * The e-mail is the sign-in name and is not changed here.
 */
export const updateProfile: CustomerHandler = withBody(profileUpdatePayloadSchema, async ({ db, customer }, { firstName, lastName, displayName }) => {
  const [updated] = await db.update(customers).set({ firstName, lastName, displayName }).where(eq(customers.id, customer.id)).returning();
  return ok({ customer: profilePayload(updated ?? customer) });
});
