/** @jest-environment node */
import { routeKind } from '@/lib/runtime/metrics/request-metrics';

describe('routeKind', () => {
  it.each([
    ['/', 'page'],
    ['/produkt/kamera-x', 'page'],
    ['/kategoria/kamery/strana-2', 'page'],
    ['/admin/v1/basket/sk', 'admin'],
    ['/api/health', 'api'],
    ['/api/metrics', 'api'],
    ['/_next/static/chunks/app.js', 'static'],
    ['/_next/image', 'static'],
    ['/media/products/kamera-x.webp', 'static'],
    ['/icon.svg', 'static'],
    ['/robots.txt', 'static'],
  ])('%s is a %s request', (path, kind) => {
    expect(routeKind(path)).toBe(kind);
  });
});
