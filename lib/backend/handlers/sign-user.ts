import 'server-only';
import { money, ok } from '../http';
import type { CustomerHandler } from '../customer-guard';
import type { Customer } from '../session';
import type { Db } from '../db/client';
import { accountRowOf, roleOf } from '../accounts/account';

/** What the contract's user object is made of: the person, with `companyName` their company's (the account's row). */
export type UserFields = Pick<Customer, 'email' | 'firstName' | 'lastName' | 'companyName' | 'lastAuthCheck' | 'role' | 'orderLimitCents'>;

/** The contract's user object of a person: their name and e-mail, the company's name, their role and limit (docs/decisions/059-company-accounts.md). */
export function userPayload(person: UserFields, authCheck: string) {
  return {
    username: person.email,
    email: person.email,
    first_name: person.firstName,
    last_name: person.lastName,
    company_name: person.companyName,
    auth_check: authCheck,
    last_auth_check: person.lastAuthCheck?.toISOString() ?? null,
    role: roleOf(person),
    order_limit_exc_vat: person.orderLimitCents === null ? null : money(person.orderLimitCents),
  };
}

/** The person with their company's name, which only the account's row (the owner's) holds. */
export async function withCompanyName(db: Db, person: Customer): Promise<Customer> {
  if (person.companyAccountId === null) return person;
  return { ...person, companyName: (await accountRowOf(db, person)).companyName };
}

/** GET /sign/user: the signed-in person, with their company's name, or `messages.user.not-logged-in`. */
export const getSignedInUser: CustomerHandler = async ({ db, session }) =>
  ok({ user: userPayload(await withCompanyName(db, session.customer), session.authCheck) });
