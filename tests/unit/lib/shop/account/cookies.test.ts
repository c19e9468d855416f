/** @jest-environment node */
import { readCookies, shopSetCookie } from '@/lib/shop/account/cookies';

describe("the shop's Set-Cookie", () => {
  it('covers the whole site, SameSite=Lax, httpOnly unless the page must read it, Secure only over https', () => {
    expect(shopSetCookie({ name: 'auth_check', value: 'AbC-123_xyz', secure: true, httpOnly: true, maxAge: 60 })).toBe(
      'auth_check=AbC-123_xyz; Max-Age=60; Path=/; HttpOnly; Secure; SameSite=Lax',
    );
    expect(shopSetCookie({ name: 'signed_in', value: '1', secure: false, httpOnly: false, maxAge: 60 })).toBe('signed_in=1; Max-Age=60; Path=/; SameSite=Lax');
  });

  it('ends at a stored expiry, or is removed with an empty value and Max-Age=0', () => {
    const expires = new Date('2026-10-21T07:28:00Z');
    expect(shopSetCookie({ name: 'sid', value: 's1', secure: false, httpOnly: true, expires })).toBe(
      'sid=s1; Path=/; Expires=Wed, 21 Oct 2026 07:28:00 GMT; HttpOnly; SameSite=Lax',
    );
    expect(shopSetCookie({ name: 'sid', value: '', secure: false, httpOnly: true, maxAge: 0 })).toBe('sid=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax');
  });

  it('percent-encodes a value with reserved characters, and reading gives it back', () => {
    const header = shopSetCookie({ name: 'auth_check', value: 'a/b c;d=é', secure: false, httpOnly: true, maxAge: 1 });
    expect(header.startsWith('auth_check=a%2Fb%20c%3Bd%3D%C3%A9;')).toBe(true);
    expect(readCookies(header.split(';')[0])).toEqual({ auth_check: 'a/b c;d=é' });
  });
});

describe('reading a Cookie header', () => {
  it('gives each cookie by name, the first of a name winning, a malformed escape as sent', () => {
    const jar = readCookies('sid=s1; auth_check=x%20y; sid=other; bad=%E0%A4%A; other=1');
    expect(jar.sid).toBe('s1');
    expect(jar.auth_check).toBe('x y');
    expect(jar.bad).toBe('%E0%A4%A');
    expect(jar.missing).toBeUndefined();
  });

  it('reads nothing from no header', () => {
    expect(readCookies(null)).toEqual({});
    expect(readCookies('')).toEqual({});
  });
});
