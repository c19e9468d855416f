import 'server-only';
import { and, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { companyInvitations, customers } from '../db/schema';
import { fail, notFound, ok } from '../http';
import type { Handler } from '../router';
import { withBody } from '../request-body';
import { hashPassword } from '../password';
import { accountIdOf } from '../accounts/account';

/** The password every colleague made by the hook signs in with (as the demo's people do). */
export const TEST_PERSON_PASSWORD = 'Demo1234!';

const personSchema = z.object({
  owner_email: z.string().trim().toLowerCase().min(3).max(254),
  email: z.string().trim().toLowerCase().min(3).max(254),
  role: z.enum(['buyer', 'accountant']),
  /** a buyer's limit per order in euros excluding VAT; null or absent: no limit */
  limit: z.number().min(0).max(10_000_000).nullable().optional(),
});

/**
 * POST /test-hooks/company/person (e2e and contract tests only): `{ owner_email, email, role, limit }`
 * makes `email` a colleague of the company whose person `owner_email` is, with the password
 * `Demo1234!`, directly, as accepting an invitation would (docs/decisions/059-company-accounts.md).
 * Calling it again for the same colleague sets the role and limit anew; 404 for an unknown owner,
 * 409 `messages.company.emailTaken` for an e-mail of another company.
 */
export const addCompanyPerson: Handler = withBody(personSchema, async ({ db }, body) => {
  const [owner] = await db.select().from(customers).where(eq(customers.email, body.owner_email)).limit(1);
  if (!owner) return notFound('customer');
  const accountId = accountIdOf(owner);
  const values = { role: body.role, orderLimitCents: body.limit == null ? null : Math.round(body.limit * 100), active: true, removedAt: null };
  const [existing] = await db.select().from(customers).where(eq(customers.email, body.email)).limit(1);
  if (existing) {
    if (existing.companyAccountId !== accountId) return fail(409, [{ key: 'email', code: 'messages.company.emailTaken' }]);
    await db.update(customers).set(values).where(eq(customers.id, existing.id));
    return ok({ customer: { id: existing.id, account: accountId } });
  }
  const [local = body.email] = body.email.split('@');
  const [created] = await db
    .insert(customers)
    .values({
      email: body.email,
      passwordHash: await hashPassword(TEST_PERSON_PASSWORD),
      firstName: local,
      lastName: body.role === 'buyer' ? 'Nákupca' : 'Účtovník',
      // the company's name and identifiers live on the account's row only
      companyName: '',
      companyId: '',
      companyAccountId: accountId,
      ...values,
    })
    .returning({ id: customers.id });
  if (!created) throw new Error('person not inserted');
  return ok({ customer: { id: created.id, account: accountId } });
});

const lapseSchema = z.object({ email: z.string().trim().toLowerCase().min(3).max(254) });

/**
 * POST /test-hooks/company/invitation/lapse (e2e only): `{ email }` ends the 7 days of the unused
 * invitations of `email` now, as if a week had passed, so a test can open an expired link; 404 when
 * there is none.
 */
export const lapseInvitation: Handler = withBody(lapseSchema, async ({ db }, body) => {
  const lapsed = await db
    .update(companyInvitations)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(and(eq(companyInvitations.email, body.email), isNull(companyInvitations.usedAt)))
    .returning({ email: companyInvitations.email });
  return lapsed.length > 0 ? ok() : notFound('invitation');
});
