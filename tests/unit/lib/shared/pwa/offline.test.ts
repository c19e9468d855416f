import { isCataloguePage } from '@/lib/shared/pwa/offline';

describe('isCataloguePage: which pages the service worker may save for everyone', () => {
  it('takes home, categories, products, the blog and text pages', () => {
    for (const path of ['/', '/category/cctv', '/category/cctv/kamery', '/product/ip-kamera', '/blog', '/blog/sk/clanok', '/blog/strana/2', '/page/sk/o-nas']) {
      expect([path, isCataloguePage(path)]).toEqual([path, true]);
    }
  });

  it('never a page with a person’s data or one that makes no sense stale', () => {
    for (const path of [
      '/account/orders',
      '/account/orderdetail/12',
      '/cart',
      '/checkout',
      '/objednavka/5',
      '/login',
      '/logout',
      '/search-product',
      '/rychla-objednavka',
      '/admin/v1/customer/orders/20/0',
      '/offline',
      '/blogger',
      '/categoryx',
    ]) {
      expect([path, isCataloguePage(path)]).toEqual([path, false]);
    }
  });
});
