import 'server-only';
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** OWASP password storage cheat sheet: scrypt N=2^17, r=8, p=1. */
const N = 2 ** 17;
const R = 8;
const P = 1;
const SALT_BYTES = 16;
const KEY_BYTES = 64;
/** scrypt needs 128·N·r bytes; Node's default maxmem (32 MiB) is too small for N=2^17. */
const maxmemFor = (n: number, r: number) => 128 * n * r + 16 * 1024 * 1024;
/** Longer inputs are refused before hashing so a huge password cannot tie up the CPU. */
export const MAX_PASSWORD_BYTES = 1024;

export class PasswordTooLongError extends Error {
  constructor() {
    super(`Password longer than ${MAX_PASSWORD_BYTES} bytes`);
    this.name = 'PasswordTooLongError';
  }
}

function derive(password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

function checkLength(password: string): void {
  if (Buffer.byteLength(password, 'utf8') > MAX_PASSWORD_BYTES) throw new PasswordTooLongError();
}

/** Returns `scrypt$N$r$p$saltB64$hashB64`. */
export async function hashPassword(password: string): Promise<string> {
  checkLength(password);
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, KEY_BYTES, { N, r: R, p: P, maxmem: maxmemFor(N, R) });
  return ['scrypt', N, R, P, salt.toString('base64'), key.toString('base64')].join('$');
}

/** Constant-time check against a stored hash; false for malformed hashes. Throws PasswordTooLongError. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  checkLength(password);
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [n, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  // bounds keep a corrupted or hostile hash from demanding absurd memory or time
  const valid = [n, r, p].every(Number.isSafeInteger) && n > 1 && (n & (n - 1)) === 0 && n <= 2 ** 20 && r >= 1 && r <= 32 && p >= 1 && p <= 16;
  if (!valid) return false;
  const salt = Buffer.from(parts[4] ?? '', 'base64');
  const expected = Buffer.from(parts[5] ?? '', 'base64');
  if (salt.length === 0 || expected.length === 0) return false;
  const actual = await derive(password, salt, expected.length, { N: n, r, p, maxmem: maxmemFor(n, r) });
  return timingSafeEqual(actual, expected);
}
