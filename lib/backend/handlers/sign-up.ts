import 'server-only';
import { registrationPayloadSchema } from '@/lib/contract/schemas/requests/registration';
import { customers } from '../db/schema';
import { fail, ok } from '../http';
import { hashPassword } from '../password';
import type { Handler } from '../router';
import { clientAddressKey } from '../auth/client-address';
import { autoActivateCustomers, findCustomerByEmail } from '../auth/customers';
import { inHashSlot } from '../auth/hash-gate';
import { normalizeEmail } from '../auth/email';
import { SIGN_UP_PER_ADDRESS } from '../auth/limits';
import { hitRateLimit, tooManyRequests, uncountRateLimit } from '../auth/rate-limit';
import { withBody } from '../request-body';

const emailExists = () => fail(409, [{ key: 'email', code: 'messages.validation.email.exists' }]);

/**
 * POST /sign/up: registers a company customer (payload: docs/contract.md#shapes). The fixed fillers (name, surname,
 * street, city, zip: single spaces) carry nothing, so no person name or address is stored from them.
 * Does not sign in (docs/rules.md#states: after registration → home). 503 + Retry-After when password hashing is saturated.
 */
export const signUp: Handler = withBody(registrationPayloadSchema, async ({ db, request }, payload) => {
  const address = clientAddressKey(request);
  const limitKey = address ? `signup:ip:${address}` : null;
  if (limitKey) {
    const limited = await hitRateLimit(db, limitKey, SIGN_UP_PER_ADDRESS);
    if (limited.blocked) return tooManyRequests(limited.retryAfter);
  }
  const email = normalizeEmail(payload.email);
  if (await findCustomerByEmail(db, email)) return emailExists();
  const hashed = await inHashSlot(() => hashPassword(payload.password));
  if ('response' in hashed) {
    // refused for load: the registration did not happen, so it does not count against the address
    if (limitKey) await uncountRateLimit(db, limitKey);
    return hashed.response;
  }
  const passwordHash = hashed.value;
  // the unique index decides a race between two parallel registrations of one address
  const inserted = await db
    .insert(customers)
    .values({
      email,
      passwordHash,
      phone: payload.phone,
      companyName: payload.companyName,
      companyId: payload.companyId,
      vatRegistrationId: payload.vatRegistrationId,
      extVatRegistrationId: payload.extVatRegistrationId,
      newsletter: payload.newsletter,
      active: autoActivateCustomers(),
    })
    .onConflictDoNothing({ target: customers.email })
    .returning({ id: customers.id });
  if (inserted.length === 0) return emailExists();
  return ok();
});
