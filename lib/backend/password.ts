import 'server-only';
import { hash, parseOptions, verify, type Algorithm, type Options } from '@node-rs/argon2';
import { verifyScrypt } from './password-scrypt';

/**
 * OWASP password storage cheat sheet: argon2id, m = 19 MiB, t = 2, p = 1. A fraction of the earlier
 * scrypt's cost (docs/performance.md), run off the main thread (the libuv pool), so a morning rush
 * fits on two cores.
 */
const ARGON2ID = 2 as Algorithm; // Algorithm.Argon2id: the package's const enum has no runtime object
const COST = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;
const OPTIONS: Options = { algorithm: ARGON2ID, ...COST };
/** The PHC prefix of a hash made with today's parameters; any other stored hash is upgraded on sign-in. */
const CURRENT_PREFIX = `$argon2id$v=19$m=${COST.memoryCost},t=${COST.timeCost},p=${COST.parallelism}$`;
/** Bounds that keep a corrupted or hostile stored hash from demanding absurd memory (a huge m kills the process). */
const MAX_MEMORY_KIB = 256 * 1024;
const MAX_TIME_COST = 16;
const MAX_PARALLELISM = 8;
/** Longer inputs are refused before hashing so a huge password cannot tie up the CPU. */
export const MAX_PASSWORD_BYTES = 1024;

export class PasswordTooLongError extends Error {
  constructor() {
    super(`Password longer than ${MAX_PASSWORD_BYTES} bytes`);
    this.name = 'PasswordTooLongError';
  }
}

function checkLength(password: string): void {
  if (Buffer.byteLength(password, 'utf8') > MAX_PASSWORD_BYTES) throw new PasswordTooLongError();
}

/** Returns the PHC string `$argon2id$v=19$m=19456,t=2,p=1$salt$hash` (random 16-byte salt). */
export async function hashPassword(password: string): Promise<string> {
  checkLength(password);
  return hash(password.normalize('NFC'), OPTIONS);
}

/** True when a stored hash is not argon2id with today's parameters (an old scrypt hash, say): rehash it after a successful check. */
export function needsRehash(stored: string): boolean {
  return !stored.startsWith(CURRENT_PREFIX);
}

async function verifyArgon2(password: string, stored: string): Promise<boolean> {
  let params;
  try {
    params = parseOptions(stored);
  } catch {
    return false;
  }
  const sane = params.memoryCost <= MAX_MEMORY_KIB && params.timeCost <= MAX_TIME_COST && params.parallelism <= MAX_PARALLELISM;
  if (!sane) return false;
  return verify(stored, password).catch(() => false);
}

/**
 * Constant-time check against a stored hash: argon2 (PHC string) or the older `scrypt$N$r$p$salt$hash`;
 * false for malformed hashes. Throws PasswordTooLongError.
 */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  checkLength(password);
  const normalized = password.normalize('NFC');
  if (stored.startsWith('$argon2')) return verifyArgon2(normalized, stored);
  if (stored.startsWith('scrypt$')) return verifyScrypt(normalized, stored);
  return false;
}
