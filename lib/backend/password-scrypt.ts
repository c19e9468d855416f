import 'server-only';
import { scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** scrypt needs 128·N·r bytes; Node's default maxmem (32 MiB) is too small for the N=2^17 the shop used. */
const maxmemFor = (n: number, r: number) => 128 * n * r + 16 * 1024 * 1024;
/** Twice what the shop's own hashes (N=2^17, r=8: 128 MiB) need; a stored hash asking more is not one of ours. */
const MAX_SCRYPT_BYTES = 256 * 1024 * 1024;

function derive(password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/**
 * Checks a password (already NFC-normalised) against a hash of the shop's earlier format,
 * `scrypt$N$r$p$saltB64$hashB64`; false for malformed ones. Such hashes are only read now:
 * a successful sign-in replaces them with argon2id.
 */
export async function verifyScrypt(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [n, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  // bounds keep a corrupted or hostile hash from demanding absurd memory or time
  const valid =
    [n, r, p].every(Number.isSafeInteger) &&
    n > 1 &&
    (n & (n - 1)) === 0 &&
    n <= 2 ** 20 &&
    r >= 1 &&
    r <= 32 &&
    p >= 1 &&
    p <= 16 &&
    128 * n * r <= MAX_SCRYPT_BYTES;
  if (!valid) return false;
  const salt = Buffer.from(parts[4] ?? '', 'base64');
  const expected = Buffer.from(parts[5] ?? '', 'base64');
  if (salt.length === 0 || expected.length === 0) return false;
  const actual = await derive(password, salt, expected.length, { N: n, r, p, maxmem: maxmemFor(n, r) });
  return timingSafeEqual(actual, expected);
}
