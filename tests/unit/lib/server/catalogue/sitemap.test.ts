/** @jest-environment node */
import { categoryPaths, slicesFor } from '@/lib/server/catalogue/sitemap';
import { mergeVendors } from '@/lib/server/catalogue/brands';

jest.mock('next/cache', () => ({ cacheLife: jest.fn(), cacheTag: jest.fn() }));
jest.mock('@/lib/server/api', () => ({ publicApi: {} }));

describe('sitemap helpers', () => {
  it('lays the product lines end to end and cuts one file into listing calls of at most 100', () => {
    const lines = [
      { categoryId: 1, count: 150 },
      { categoryId: 2, count: 30 },
      { categoryId: 3, count: 250 },
    ];
    expect(slicesFor(lines, 0, 200)).toEqual([
      { categoryId: 1, offset: 0, limit: 100 },
      { categoryId: 1, offset: 100, limit: 50 },
      { categoryId: 2, offset: 0, limit: 30 },
      { categoryId: 3, offset: 0, limit: 20 },
    ]);
    expect(slicesFor(lines, 200, 400)).toEqual([
      { categoryId: 3, offset: 20, limit: 100 },
      { categoryId: 3, offset: 120, limit: 100 },
    ]);
    expect(slicesFor(lines, 400, 600)).toEqual([{ categoryId: 3, offset: 220, limit: 30 }]);
  });

  it('collects every category path of the menu', () => {
    const child = (url: string, children = []) => ({ id: 1, label: url, url: { type: 'category' as const, url }, children });
    const menu = [
      {
        id: 1,
        label: 'CCTV',
        description: '',
        color: null,
        bg_color: null,
        url: { type: 'category' as const, url: 'cctv' },
        children: [child('cctv/ip-kamery')],
      },
      { id: 2, label: 'Blog', description: '', color: null, bg_color: null, url: { type: 'blog-list' as const, url: 'blog' }, children: [] },
    ];
    expect(categoryPaths(menu)).toEqual(['cctv', 'cctv/ip-kamery']);
  });

  it('puts the main vendors first and adds the offers vendors once', () => {
    expect(mergeVendors(['Hikvision', 'Dahua'], ['dahua', 'Zebra', '', 'Axis', 'Axis'])).toEqual(['Hikvision', 'Dahua', 'Axis', 'Zebra']);
  });
});
