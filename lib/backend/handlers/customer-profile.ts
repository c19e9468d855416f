import 'server-only';
import { eq } from 'drizzle-orm';
import { profileUpdatePayloadSchema } from '@/lib/api/schemas/requests/profile';
import { customers } from '../db/schema';
import { notLoggedIn, ok, readJson } from '../http';
import type { Handler } from '../router';
import type { Customer } from '../session';
import { parseBody } from '../auth/validate';

/** The contract's profile object (lib/api/schemas/account.ts profileSchema). */
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
export const getProfile: Handler = async ({ session }) => {
  const current = await session();
  if (!current) return notLoggedIn();
  return ok({ customer: profilePayload(current.customer) });
};

/**
 * PATCH /x/customer/profile `{ firstName, lastName, displayName }`, an extension (contract.md):
 * saves the names and answers the profile as GET does; 401 for guests, 400 naming each bad field.
 * The e-mail is the sign-in name and is not changed here.
 */
export const updateProfile: Handler = async ({ db, request, session }) => {
  const current = await session();
  if (!current) return notLoggedIn();
  const parsed = parseBody(profileUpdatePayloadSchema, await readJson(request));
  if ('response' in parsed) return parsed.response;
  const { firstName, lastName, displayName } = parsed.data;
  const [updated] = await db
    .update(customers)
    .set({ firstName, lastName, displayName })
    .where(eq(customers.id, current.customer.id))
    .returning();
  return ok({ customer: profilePayload(updated ?? current.customer) });
};
