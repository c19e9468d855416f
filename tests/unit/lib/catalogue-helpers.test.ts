/** @jest-environment node */
import { findMenuTrail, findNearestMenuTrail } from '@/lib/catalogue/menu-trail';
import { decodeParam } from '@/lib/urls/route-params';
import { formatFileSize } from '@/lib/format/file-size';
import { plainTextExcerpt } from '@/lib/seo/plain-text';
import { getCategoryByUrl } from '@/lib/api/calls/catalogue';
import type { MenuItem } from '@/lib/api/schemas/menu';
import { fakeClient } from './api/fake-client';

const leaf = (id: number, url: string) => ({ id, label: url, url: { type: 'category' as const, url }, children: [] });
const menu: MenuItem[] = [
  {
    id: 1, label: 'CCTV', description: '', color: null, bg_color: null, url: { type: 'category', url: 'cctv' },
    children: [{ ...leaf(2, 'cctv/ip'), children: [{ ...leaf(3, 'cctv/ip/bullet'), children: [leaf(4, 'cctv/ip/bullet/4mpx')] }] }],
  },
  { id: 9, label: 'Blog', description: '', color: null, bg_color: null, url: { type: 'blog-list', url: 'blog' }, children: [] },
];

describe('category route helpers', () => {
  it('finds the trail at depth 1 to 4 and refuses wrong parents or depth', () => {
    expect(findMenuTrail(menu, ['cctv'])?.nodes.map((n) => n.id)).toEqual([1]);
    expect(findMenuTrail(menu, ['cctv', 'ip', 'bullet', '4mpx'])?.nodes.map((n) => n.id)).toEqual([1, 2, 3, 4]);
    expect(findMenuTrail(menu, ['ezs', 'ip'])).toBeNull();
    expect(findMenuTrail(menu, ['cctv', 'bullet'])).toBeNull();
    expect(findMenuTrail(menu, ['blog'])).toBeNull();
    expect(findMenuTrail(menu, [])).toBeNull();
    expect(findMenuTrail(menu, ['cctv', 'ip', 'bullet', '4mpx', 'x'])).toBeNull();
  });

  it("finds a product's category trail, down to the deepest level the menu knows", () => {
    expect(findNearestMenuTrail(menu, 'cctv/ip/bullet')?.nodes.map((n) => n.id)).toEqual([1, 2, 3]);
    expect(findNearestMenuTrail(menu, 'cctv/ip/dome')?.nodes.map((n) => n.id)).toEqual([1, 2]);
    expect(findNearestMenuTrail(menu, 'ezs/ip')).toBeNull();
    expect(findNearestMenuTrail(menu, '')).toBeNull();
  });

  it('decodes a param once and gives null for malformed encoding', () => {
    expect(decodeParam('kamery%20ip')).toBe('kamery ip');
    expect(decodeParam('%E0%A4%A')).toBeNull();
  });

  it('asks for a category by slug and, when given, its whole path', async () => {
    const { client, sent } = fakeClient({ category: { id: 3, name: 'Bullet', description: '', url: { url: 'cctv/ip/bullet' } } });
    await getCategoryByUrl(client, 'bullet', 'sk', 'cctv/ip/bullet');
    expect(sent[0]?.path).toBe('/category/url/bullet/sk?path=cctv%2Fip%2Fbullet');
  });

  it('formats file sizes and meta descriptions', () => {
    expect(formatFileSize(500)).toBe('500 B');
    expect(formatFileSize(2048)).toBe('2 kB');
    expect(formatFileSize(1.5 * 1024 * 1024)).toBe('1,5 MB');
    expect(plainTextExcerpt('<p>Kamery&nbsp;<b>IP</b> &amp; DVR</p>')).toBe('Kamery IP & DVR');
    expect(plainTextExcerpt(`<p>${'slovo '.repeat(60)}</p>`, 40).length).toBeLessThanOrEqual(40);
  });
});
