import 'server-only';
import type { CurrentSite } from '@/lib/contract/schemas/sites';
import { money, ok } from '../http';
import type { CustomerHandler } from '../customer-guard';
import type { Customer } from '../session';
import type { Db } from '../db/client';
import { accountRowOf, roleOf } from '../accounts/account';
import { accountHasSites, currentSiteOf } from '../accounts/sites';

/** What the contract's user object is made of: the person, with `companyName` their company's (the account's row). */
export type UserFields = Pick<Customer, 'email' | 'firstName' | 'lastName' | 'companyName' | 'lastAuthCheck' | 'role' | 'orderLimitCents'> & {
  /** the person's current building site; null: none */
  site: CurrentSite | null;
  /** whether the company keeps live building sites */
  hasSites: boolean;
};

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
    site: person.site,
    has_sites: person.hasSites,
    // the basket changes honour Idempotency-Key (docs/decisions/064-offline-cart-changes.md)
    basket_idempotency: true,
  };
}

/**
 * The person with their company's name, which only the account's row (the owner's) holds, their
 * current building site and whether the company keeps sites (docs/decisions/059-company-accounts.md).
 */
export async function withCompanyName(db: Db, person: Customer): Promise<Customer & Pick<UserFields, 'site' | 'hasSites'>> {
  const companyName = person.companyAccountId === null ? person.companyName : (await accountRowOf(db, person)).companyName;
  const site = await currentSiteOf(db, person);
  return { ...person, companyName, site, hasSites: site !== null || (await accountHasSites(db, person)) };
}

/** GET /sign/user: the signed-in person, with their company's name, or `messages.user.not-logged-in`. */
export const getSignedInUser: CustomerHandler = async ({ db, session }) =>
  ok({ user: userPayload(await withCompanyName(db, session.customer), session.authCheck) });
