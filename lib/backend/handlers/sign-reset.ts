import 'server-only';
import { isValidEmail } from '@/lib/contract/schemas/common';
import type { Db } from '../db/client';
import { badRequest, ok } from '../http';
import type { Handler } from '../router';
import { runAfterResponse } from '../auth/background';
import { clientAddressKey } from '../auth/client-address';
import { findCustomerByEmail } from '../auth/customers';
import { normalizeEmail } from '../auth/email';
import { RESET_PER_ADDRESS, RESET_PER_EMAIL } from '../auth/limits';
import { hitRateLimit, tooManyRequests } from '../auth/rate-limit';
import { issueResetToken } from '../auth/reset-tokens';
import { queueMail } from '../mail/outbox';
import { kickMailSender } from '../mail/outbox-worker';
import { resetPasswordMail } from '../mail/templates/reset-password';

/** Looks the account up and, when it exists and is active, mails it a fresh reset link (token and mail commit together). */
async function mailResetLink(db: Db, email: string): Promise<void> {
  const customer = await findCustomerByEmail(db, email);
  if (!customer?.active) return;
  await db.transaction(async (tx) => {
    const token = await issueResetToken(tx, customer.id);
    await queueMail(tx, { to: customer.email, kind: 'reset-password', ...resetPasswordMail(token) });
  });
  kickMailSender();
}

/**
 * GET /sign/reset/{lang}/{email}: `{ success: true }` for every well-formed address, registered or
 * not (docs/contract.md#account: no account probing); 400 key `email` for a malformed one; 429 over the limits.
 * The lookup, token and mail run after the answer, so its timing is the same either way.
 */
export const requestReset: Handler = async ({ db, request, params }) => {
  const raw = (params.email ?? '').trim();
  if (!isValidEmail(raw)) return badRequest([{ key: 'email', code: 'messages.validation.email.invalid' }]);
  const email = normalizeEmail(raw);
  const perEmail = await hitRateLimit(db, `reset:email:${email}`, RESET_PER_EMAIL);
  if (perEmail.blocked) return tooManyRequests(perEmail.retryAfter);
  const address = clientAddressKey(request);
  if (address) {
    const perAddress = await hitRateLimit(db, `reset:ip:${address}`, RESET_PER_ADDRESS);
    if (perAddress.blocked) return tooManyRequests(perAddress.retryAfter);
  }
  runAfterResponse('password reset mail', () => mailResetLink(db, email));
  return ok();
};
