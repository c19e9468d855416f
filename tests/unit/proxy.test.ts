/** @jest-environment node */
import { AsyncLocalStorage } from 'node:async_hooks';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { unstable_doesMiddlewareMatch as DoesMatch } from 'next/experimental/testing/server';
import { NextRequest } from 'next/server';
import { canonicalPagePath } from '@/lib/shop/urls/trailing-slash';
import { config, proxy } from '@/proxy';

// Next's testing helper reaches its request storage, which expects the global Next's server sets.
(globalThis as { AsyncLocalStorage?: unknown }).AsyncLocalStorage ??= AsyncLocalStorage;
// eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded after the global above
const { unstable_doesMiddlewareMatch: doesMatch } = require('next/experimental/testing/server') as { unstable_doesMiddlewareMatch: typeof DoesMatch };

const SHOP = 'http://localhost:3000';
const runs = (path: string) => doesMatch({ config, url: SHOP + path, nextConfig: { skipTrailingSlashRedirect: true } });

describe('trailing slashes', () => {
  it('Next no longer redirects on its own, so /admin/v1/sign/out/ reaches the API proxy as sent', () => {
    const source = readFileSync(join(process.cwd(), 'next.config.mjs'), 'utf8');
    expect(source).toMatch(/^\s*skipTrailingSlashRedirect: true,$/m);
  });

  it.each(['/category/cctv/', '/product/kamera-x/', '/blog/', '/category/cctv/?pg=2', '/account/orders/', '/objednavka/5'])(
    'proxy.ts runs for the page path %s',
    (path) => {
      expect(runs(path)).toBe(true);
    },
  );

  it.each(['/admin/v1/sign/out/', '/admin/v1/blog/sk/', '/media/products/', '/_next/static/x/', '/', '/category/cctv', '/product/kamera-x'])(
    'proxy.ts skips %s',
    (path) => {
      expect(runs(path)).toBe(false);
    },
  );

  it('redirects a page path with a trailing slash to its canonical form with 308, query kept', async () => {
    for (const [path, location] of [
      ['/category/cctv/', '/category/cctv'],
      ['/category/cctv/?pg=2&or=3', '/category/cctv?pg=2&or=3'],
      ['/blog/sk/ako-vybrat//', '/blog/sk/ako-vybrat'],
    ] as const) {
      const response = await proxy(new NextRequest(SHOP + path));
      expect(response.status).toBe(308);
      const target = new URL(response.headers.get('location')!, SHOP);
      expect(target.pathname + target.search).toBe(location);
    }
  });

  it('never redirects /admin/v1 or /media paths', () => {
    expect(canonicalPagePath('/admin/v1/sign/out/')).toBeNull();
    expect(canonicalPagePath('/media/products/')).toBeNull();
    expect(canonicalPagePath('/')).toBeNull();
    expect(canonicalPagePath('/category/cctv')).toBeNull();
    expect(canonicalPagePath('/category/cctv/')).toBe('/category/cctv');
  });
});

describe('the card payment outcome (docs/decisions/061-card-payments.md)', () => {
  it('proxy.ts runs for /platba/{id}; without the session cookie it goes to sign in and back', async () => {
    expect(runs('/platba/12')).toBe(true);
    const response = await proxy(new NextRequest(`${SHOP}/platba/12?id=abc`));
    expect(response.status).toBe(307);
    const target = new URL(response.headers.get('location')!, SHOP);
    expect(target.pathname + target.search).toBe('/login?next=%2Fplatba%2F12');
  });

  it('lets a visitor with the session cookie through to the page', async () => {
    const response = await proxy(new NextRequest(`${SHOP}/platba/12`, { headers: { cookie: 'sid=abc' } }));
    expect(response.headers.get('location')).toBeNull();
  });
});
