import 'server-only';
import { hashPassword, needsRehash, verifyPassword } from '../password';

/**
 * A well-formed argon2id hash with the production parameters that no password matches (its
 * output is zeros, the result of no realistic input). Checking an unknown account's password
 * against it costs the same time as a real check, so response time does not tell whether an
 * e-mail is registered.
 */
const phcBase64 = (bytes: Buffer) => bytes.toString('base64').replace(/=+$/, '');
const DUMMY_HASH = `$argon2id$v=19$m=19456,t=2,p=1$${phcBase64(Buffer.alloc(16, 7))}$${phcBase64(Buffer.alloc(32))}`;

export interface PasswordCheck {
  matches: boolean;
  /** a fresh argon2id hash to store when the password matched a hash of older format or parameters */
  upgradedHash: string | null;
}

/**
 * Verifies `password` against the stored hash, or against the dummy hash when there is no account:
 * always one hash run. A match against an outdated hash also computes its replacement in the same
 * call, so one hashing slot covers both and the upgrade is never refused after the password was accepted.
 */
export async function checkPassword(password: string, stored: string | null): Promise<PasswordCheck> {
  const matches = await verifyPassword(password, stored ?? DUMMY_HASH);
  if (stored === null || !matches) return { matches: false, upgradedHash: null };
  return { matches: true, upgradedHash: needsRehash(stored) ? await hashPassword(password) : null };
}
