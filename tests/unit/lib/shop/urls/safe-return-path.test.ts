import { safeReturnPath } from '@/lib/shop/urls/safe-return-path';

describe('safeReturnPath', () => {
  it.each(['/', '/account', '/account/orders?pg=2', '/category/cctv/ip-kamery#top', '/search-product/kamera%20ip'])(
    'accepts the same-origin path %s',
    (path) => {
      expect(safeReturnPath(path)).toBe(path);
    },
  );

  it.each([
    ['missing', undefined],
    ['null', null],
    ['empty', ''],
    ['protocol-relative', '//evil.example'],
    ['triple slash', '///evil.example'],
    ['backslash after slash', '/\\evil.example'],
    ['backslash inside', '/account\\..\\evil'],
    ['absolute http', 'https://evil.example/account'],
    ['javascript scheme', 'javascript:alert(1)'],
    ['data scheme', 'data:text/html,hi'],
    ['relative without slash', 'account'],
    ['leading space', ' /account'],
    ['tab trick', '/\t/evil.example'],
    ['newline', '/account\n'],
    ['NUL', '/account\u0000'],
    ['encoded double slash', '/%2F%2Fevil.example'],
    ['encoded slash start', '%2F%2Fevil.example'],
    ['encoded backslash', '/%5Cevil.example'],
    ['double-encoded slash', '/%252F%252Fevil.example'],
    ['encoded tab', '/%09/evil.example'],
    ['malformed escape', '/%E0%A4%A'],
    ['too long', '/' + 'a'.repeat(3000)],
  ])('rejects %s', (_, value) => {
    expect(safeReturnPath(value)).toBe('/');
  });

  it('returns the given fallback', () => {
    expect(safeReturnPath('//evil.example', '/account')).toBe('/account');
  });
});
