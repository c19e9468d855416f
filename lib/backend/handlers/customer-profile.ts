import 'server-only';
import { eq } from 'drizzle-orm';
import { profileUpdatePayloadSchema } from '@/lib/contract/schemas/requests/profile';
import { customers } from '../db/schema';
import { ok } from '../http';
import type { Customer } from '../session';
import type { CustomerHandler } from '../customer-guard';
import { withBody } from '../request-body';
import { accountRowOf } from '../accounts/account';

/**
 * The contract's profile object (lib/contract/schemas/account.ts profileSchema): the person's names
 * and phone, the company's name and identifiers from `account`, the account's row (the owner's,
 * docs/decisions/059-company-accounts.md; the person's own for an owner).
 */
export function profilePayload(person: Customer, account: Customer) {
  return {
    username: person.email,
    email: person.email,
    first_name: person.firstName,
    last_name: person.lastName,
    display_name: person.displayName,
    company_name: account.companyName,
    phone: person.phone,
    company_id: account.companyId,
    vat_registration_id: account.vatRegistrationId,
    ext_vat_registration_id: account.extVatRegistrationId,
  };
}

/** GET /customer/profile: the signed-in person's details with their company's; 401 for guests. */
export const getProfile: CustomerHandler = async ({ db, customer }) => ok({ customer: profilePayload(customer, await accountRowOf(db, customer)) });

/**
 * PATCH /x/customer/profile `{ firstName, lastName, displayName }`, an extension (docs/contract.md#extensions):
 * saves the names and answers the profile as GET does; 401 for guests, 400 naming each bad field.
 * The e-mail is the sign-in name and is not changed here.
 */
export const updateProfile: CustomerHandler = withBody(profileUpdatePayloadSchema, async ({ db, customer }, { firstName, lastName, displayName }) => {
  const [updated] = await db.update(customers).set({ firstName, lastName, displayName }).where(eq(customers.id, customer.id)).returning();
  const person = updated ?? customer;
  return ok({ customer: profilePayload(person, await accountRowOf(db, person)) });
});
