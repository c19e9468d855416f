import 'server-only';
import { settings } from '@/lib/runtime/config/env';
import type { RateLimit } from './rate-limit';

const MINUTE = 60_000;

/**
 * Sign-in: failures per account (e-mail) and per client address. The account window is short
 * (15 min from its first failure) so a stranger who types wrong passwords on purpose can lock a
 * customer out for 15 minutes at most per 10 failures, while an online guesser gets 40 tries an
 * hour per account. The address limit is higher because offices share one public address, and it
 * counts failures only, so an office of installers signing in at once never locks itself out.
 */
export const SIGN_IN_PER_ACCOUNT: RateLimit = { limit: 10, windowMs: 15 * MINUTE };
export const SIGN_IN_PER_ADDRESS: RateLimit = { limit: 30, windowMs: 15 * MINUTE };

/** Reset mails: a mailbox is not flooded and the shop does not become a mail cannon. */
export const RESET_PER_EMAIL: RateLimit = { limit: 5, windowMs: 60 * MINUTE };
export const RESET_PER_ADDRESS: RateLimit = { limit: 20, windowMs: 60 * MINUTE };

/**
 * Registrations per client address and hour: each costs an argon2id hash and a row. SIGN_UPS_PER_HOUR
 * raises it where many companies register from one address (the e2e suite registers one per test).
 */
export const SIGN_UP_PER_ADDRESS: RateLimit = { limit: settings().SIGN_UPS_PER_HOUR, windowMs: 60 * MINUTE };

/** Wrong old passwords per customer on PATCH /customer/password: a stolen session cannot guess it. */
export const PASSWORD_CHANGE_PER_ACCOUNT: RateLimit = { limit: 10, windowMs: 15 * MINUTE };
