/** @jest-environment node */
import { randomBytes, scryptSync } from 'node:crypto';
import { hashPassword, needsRehash, PasswordTooLongError, verifyPassword } from '@/lib/backend/password';
import { checkPassword } from '@/lib/backend/auth/password-check';

/** A hash in the shop's earlier format, at a low cost so the test stays quick (the format carries its parameters). */
function scryptHash(password: string, n = 2 ** 14): string {
  const salt = randomBytes(16);
  const key = scryptSync(password, salt, 64, { N: n, r: 8, p: 1 });
  return ['scrypt', n, 8, 1, salt.toString('base64'), key.toString('base64')].join('$');
}

describe('password hashes', () => {
  it('stores argon2id with the OWASP parameters (m = 19 MiB, t = 2, p = 1) and a fresh salt each time', async () => {
    const first = await hashPassword('Heslo1234');
    const second = await hashPassword('Heslo1234');
    expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
    expect(second).not.toBe(first);
    expect(await verifyPassword('Heslo1234', first)).toBe(true);
    expect(await verifyPassword('Heslo12345', first)).toBe(false);
    expect(needsRehash(first)).toBe(false);
  });

  it('treats composed and decomposed Slovak letters as the same password', async () => {
    const stored = await hashPassword('Žltá-Ťava1'.normalize('NFD'));
    expect(await verifyPassword('Žltá-Ťava1'.normalize('NFC'), stored)).toBe(true);
  });

  it('still accepts the earlier scrypt hashes, and marks them for an upgrade', async () => {
    const old = scryptHash('Stare-Heslo1');
    expect(await verifyPassword('Stare-Heslo1', old)).toBe(true);
    expect(await verifyPassword('Ine-Heslo1', old)).toBe(false);
    expect(needsRehash(old)).toBe(true);
    expect(needsRehash('$argon2id$v=19$m=4096,t=3,p=1$c2FsdHNhbHRzYWx0$aGFzaA')).toBe(true);
  });

  it('refuses malformed or absurdly expensive stored hashes without running them', async () => {
    const zeros = 'A'.repeat(43);
    for (const stored of [
      '',
      'garbage',
      '$argon2id$v=19$m=4294967295,t=2,p=1$BwcHBwcHBwcHBwcHBwcHBw$' + zeros,
      '$argon2id$v=19$m=19456,t=4294967295,p=1$BwcHBwcHBwcHBwcHBwcHBw$' + zeros,
      'scrypt$1048576$32$1$c2FsdA==$aGFzaA==',
      'scrypt$3$8$1$c2FsdA==$aGFzaA==',
    ]) {
      expect(await verifyPassword('anything', stored)).toBe(false);
    }
  });

  it('refuses passwords over 1024 bytes before hashing', async () => {
    await expect(hashPassword('x'.repeat(1025))).rejects.toBeInstanceOf(PasswordTooLongError);
    await expect(verifyPassword('x'.repeat(1025), await hashPassword('short-one'))).rejects.toBeInstanceOf(PasswordTooLongError);
  });
});

describe('checkPassword (sign-in)', () => {
  it('gives a replacement hash only for a matching outdated hash', async () => {
    const old = scryptHash('Stare-Heslo1');
    const upgraded = await checkPassword('Stare-Heslo1', old);
    expect(upgraded.matches).toBe(true);
    expect(upgraded.upgradedHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword('Stare-Heslo1', upgraded.upgradedHash ?? '')).toBe(true);
    expect(await checkPassword('Zle-Heslo1', old)).toEqual({ matches: false, upgradedHash: null });
    expect(await checkPassword('Heslo1234', await hashPassword('Heslo1234'))).toEqual({ matches: true, upgradedHash: null });
  });

  it('never matches when there is no account', async () => {
    expect(await checkPassword('', null)).toEqual({ matches: false, upgradedHash: null });
    expect(await checkPassword('Demo1234!', null)).toEqual({ matches: false, upgradedHash: null });
  });
});
