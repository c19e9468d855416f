/** @jest-environment node */
import { Router, type Handler } from '@/lib/backend/router';

const handler =
  (name: string): Handler =>
  async () =>
    new Response(name);

describe('backend router', () => {
  const router = new Router()
    .on('GET', '/admin/v1/menu/bottom-second/:lang', handler('menu'))
    .on('GET', '/admin/v1/product/detail/url/:url/:lang', handler('product'))
    .on('DELETE', '/admin/v1/basket/remove/:id', handler('remove'))
    .on('GET', '/media/*file', handler('media'));

  it('matches a pattern and decodes its parameters', () => {
    const found = router.match('GET', '/admin/v1/product/detail/url/kamera%20x/sk');
    expect(found).not.toBeNull();
    expect(found).not.toBe('method-not-allowed');
    if (found && typeof found === 'object') expect(found.params).toEqual({ url: 'kamera x', lang: 'sk' });
  });

  it('tells a wrong method from an unknown path', () => {
    expect(router.match('POST', '/admin/v1/menu/bottom-second/sk')).toBe('method-not-allowed');
    expect(router.match('GET', '/admin/v1/menu/bottom-second')).toBeNull();
    expect(router.match('GET', '/admin/v1/menu/bottom-second/sk/extra')).toBeNull();
  });

  it('gives a rest parameter the remaining segments', () => {
    const found = router.match('GET', '/media/p/12-1.webp');
    expect(found && typeof found === 'object' && found.params.file).toBe('p/12-1.webp');
    expect(router.match('GET', '/media')).toBeNull();
  });

  it('calls a malformed percent-escape in any segment a malformed path instead of throwing', () => {
    expect(router.match('GET', '/admin/v1/product/detail/url/%E0%A4%A/sk')).toBe('malformed-path');
    expect(router.match('GET', '/admin/v1/product/detail/url/%zz/sk')).toBe('malformed-path');
    expect(router.match('GET', '/media/p/%/x.webp')).toBe('malformed-path');
  });
});
