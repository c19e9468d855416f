/** @jest-environment node */
import { findMenuTrail, findNearestMenuTrail } from '@/lib/shop/catalogue/menu-trail';
import type { MenuItem } from '@/lib/contract/schemas/menu';

const leaf = (id: number, url: string) => ({ id, label: url, url: { type: 'category' as const, url }, children: [] });
const menu: MenuItem[] = [
  {
    id: 1,
    label: 'CCTV',
    description: '',
    color: null,
    bg_color: null,
    url: { type: 'category', url: 'cctv' },
    children: [{ ...leaf(2, 'cctv/ip'), children: [{ ...leaf(3, 'cctv/ip/bullet'), children: [leaf(4, 'cctv/ip/bullet/4mpx')] }] }],
  },
  { id: 9, label: 'Blog', description: '', color: null, bg_color: null, url: { type: 'blog-list', url: 'blog' }, children: [] },
];

describe('the menu trail of a category path', () => {
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
});
