import 'server-only';
import { verifyPassword } from '../password';

/**
 * A well-formed hash with the production scrypt parameters that no password matches
 * (its key is zeros, the output of no realistic input). Checking an unknown account's
 * password against it costs the same time as a real check, so response time does not
 * tell whether an e-mail is registered.
 */
const DUMMY_HASH = `scrypt$${2 ** 17}$8$1$${Buffer.alloc(16, 7).toString('base64')}$${Buffer.alloc(64).toString('base64')}`;

/** Verifies `password` against the stored hash, or against the dummy hash when there is no account: always one scrypt run. */
export async function checkPassword(password: string, stored: string | null): Promise<boolean> {
  const matches = await verifyPassword(password, stored ?? DUMMY_HASH);
  return stored !== null && matches;
}
