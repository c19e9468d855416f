/** @jest-environment node */
import { createProxy } from '@/lib/server/proxy';
import { guardPath, isSafeSegment } from '@/lib/server/proxy/path-guard';
import { SHOP, browserRequest, fakeUpstream } from './fake-upstream';

const INVALID = { success: false, error: [{ key: 'path', code: 'messages.path.invalid' }] };

// Rule 3: traversal and smuggled separators are refused before anything is forwarded.
describe('path guard', () => {
  it.each([
    ['encoded slash', '/admin/v1/product/a%2Fb'],
    ['encoded slash, lower case', '/admin/v1/product/a%2fb'],
    ['encoded backslash', '/admin/v1/product/a%5Cb'],
    ['encoded backslash, lower case', '/admin/v1/product/a%5cb'],
    ['NUL', '/admin/v1/product/a%00b'],
    ['double-encoded slash', '/admin/v1/product/a%252Fb'],
    ['double-encoded backslash', '/admin/v1/product/a%255cb'],
    ['double-encoded NUL', '/admin/v1/product/a%2500'],
    ['double-encoded traversal', '/admin/v1/product/%252e%252e/%252e%252e/etc'],
    ['triple-encoded slash', '/admin/v1/product/..%25252f..'],
    ['encoded dot-dot-slash in one segment', '/admin/v1/product/..%2F..%2Fadmin'],
    ['empty segment', '/admin/v1/product//x'],
    ['only the prefix', '/admin/v1/'],
    ['two trailing slashes', '/admin/v1/sign/out//'],
    ['control character', '/admin/v1/product/a%0d%0aSet-Cookie:x'],
    ['overlong UTF-8 slash', '/admin/v1/product/a%C0%AFb'],
    ['malformed escape', '/admin/v1/product/a%zz'],
  ])('refuses %s with 400 and forwards nothing', async (_, path) => {
    const upstream = fakeUpstream();
    const response = await createProxy({ send: upstream.send })(browserRequest(path));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual(INVALID);
    expect(upstream.seen).toHaveLength(0);
  });

  it('refuses what the URL parser folded out of /admin/v1 (literal and %2e dot segments)', () => {
    // new URL folds `..` and `%2e%2e` before the proxy sees them; the prefix check catches the escape.
    expect(guardPath(new URL(`${SHOP}/admin/v1/../../etc/passwd`))).toBeNull();
    expect(guardPath(new URL(`${SHOP}/admin/v1/%2e%2e/%2E%2e/x`))).toBeNull();
    expect(guardPath(new URL(`${SHOP}/admin/v1/..\\..\\x`))).toBeNull();
  });

  it('a literal backslash becomes a slash in the URL parser, so it cannot hide inside a segment', async () => {
    const upstream = fakeUpstream();
    await createProxy({ send: upstream.send })(new Request(`${SHOP}/admin/v1/a\\b`));
    expect(new URL(upstream.seen[0]!.request.url).pathname).toBe('/admin/v1/a/b');
  });

  it.each([['.'], ['..'], ['%2e'], ['%2E%2e'], ['%252e%252e'], ['']])('rejects the segment %p', (segment) => {
    expect(isSafeSegment(segment)).toBe(false);
  });

  it.each([
    ['/admin/v1/sign/out/', '/sign/out/'],
    ['/admin/v1/product/url/kamera-hikvision-ds-2cd2143g2-i/sk', '/product/url/kamera-hikvision-ds-2cd2143g2-i/sk'],
    ['/admin/v1/search/sk/100%25', '/search/sk/100%25'],
    ['/admin/v1/search/sk/k%C3%A1bel%20cat6', '/search/sk/k%C3%A1bel%20cat6'],
    ['/admin/v1/product/a.b..c', '/product/a.b..c'],
  ])('accepts %s', (path, apiPath) => {
    expect(guardPath(new URL(SHOP + path))).toBe(apiPath);
  });

  it('forwards a valid path untouched, still encoded', async () => {
    const upstream = fakeUpstream();
    const response = await createProxy({ send: upstream.send })(browserRequest('/admin/v1/search/sk/100%25?q=%2F'));
    expect(response.status).toBe(200);
    expect(upstream.seen[0]!.request.url).toBe(`${SHOP}/admin/v1/search/sk/100%25?q=%2F`);
  });
});
