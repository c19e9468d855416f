import { menuResponseSchema, type MenuChild } from '@/lib/contract/schemas/menu';
import { bannersResponseSchema } from '@/lib/contract/schemas/banner';
import { signUserResponseSchema } from '@/lib/contract/schemas/user';
import { basketResponseSchema, EMPTY_CART } from '@/lib/contract/schemas/cart';
import { call, callJson, demoCustomerCookie, callPrivate } from '../support/backend';

function depth(children: MenuChild[]): number {
  return children.length ? 1 + Math.max(...children.map((c) => depth(c.children))) : 0;
}

describe('GET /menu/bottom-second/{lang}', () => {
  it('lists the five product lines with their colours and category trees three levels deep', async () => {
    const { status, body } = await callJson('GET', '/admin/v1/menu/bottom-second/sk');
    expect(status).toBe(200);
    const { menu } = menuResponseSchema.parse(body);
    const lines = menu.filter((m) => m.url.type === 'category');
    expect(lines.map((l) => l.url.url)).toEqual(['ezs', 'cctv', 'evs', 'eps', 'sks']);
    for (const line of lines) {
      expect(line.color).toMatch(/^#[0-9a-f]{3,8}$/i);
      expect(line.bg_color).toMatch(/^#[0-9a-f]{3,8}$/i);
      expect(depth(line.children)).toBe(3);
      // a child's url is the whole path below /category/, starting with its parents'
      for (const child of line.children) expect(child.url.url.startsWith(`${line.url.url}/`)).toBe(true);
    }
    expect(menu.some((m) => m.url.type === 'blog-list')).toBe(true);
    expect(menu.some((m) => m.url.type === 'text-page')).toBe(true);
  });

  it('is the same for a guest and a customer and may be cached publicly', async () => {
    const guest = await call('GET', '/admin/v1/menu/bottom-second/sk');
    const customer = await call('GET', '/admin/v1/menu/bottom-second/sk', { cookie: await demoCustomerCookie() });
    expect(await guest.text()).toBe(await customer.text());
    expect(guest.headers.get('cache-control')).toMatch(/public/);
  });
});

describe('GET /banners/top/{lang}', () => {
  it('returns banners whose images are served', async () => {
    const { status, body } = await callJson('GET', '/admin/v1/banners/top/sk');
    expect(status).toBe(200);
    const { banners } = bannersResponseSchema.parse(body);
    expect(banners.length).toBeGreaterThanOrEqual(3);
    const image = await call('GET', banners[0]!.image);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/webp');
  });
});

describe('GET /sign/user', () => {
  it('answers a guest with the silent not-logged-in code', async () => {
    const { status, body } = await callJson('GET', '/admin/v1/sign/user');
    expect(status).toBe(401);
    expect(body).toEqual({ success: false, error: [{ key: 'user', code: 'messages.user.not-logged-in' }] });
  });

  it('returns the customer for a valid session and auth_check, privately', async () => {
    const cookie = await demoCustomerCookie();
    const response = await callPrivate('GET', '/admin/v1/sign/user', { cookie });
    const { user } = signUserResponseSchema.parse(await response.json());
    expect(user.username).toBe('demo@securitech.sk');
    expect(user.company_name).not.toBe('');
    expect(cookie).toContain(`auth_check=${user.auth_check}`);
  });

  it('refuses a session whose auth_check cookie does not match', async () => {
    const cookie = (await demoCustomerCookie()).replace(/auth_check=[^;]+/, 'auth_check=forged');
    expect((await call('GET', '/admin/v1/sign/user', { cookie })).status).toBe(401);
  });

  it('refuses an unknown session id', async () => {
    expect((await call('GET', '/admin/v1/sign/user', { cookie: 'sid=nope; auth_check=nope' })).status).toBe(401);
  });
});

describe('GET /basket/{lang}', () => {
  it('gives a guest the empty cart of the contract', async () => {
    const { status, body } = await callJson('GET', '/admin/v1/basket/sk');
    expect(status).toBe(200);
    expect(basketResponseSchema.parse(body).basket).toEqual(EMPTY_CART);
  });
});

describe('errors', () => {
  it('answers an unknown route with the error envelope and 404', async () => {
    const { status, body } = await callJson('GET', '/admin/v1/no/such/call');
    expect(status).toBe(404);
    expect(body).toEqual({ success: false, error: [{ key: 'route', code: 'messages.route.notFound' }] });
  });

  it('answers a known path with the wrong method with 405', async () => {
    expect((await call('DELETE', '/admin/v1/menu/bottom-second/sk')).status).toBe(405);
  });

  it('never serves a file outside the media directory', async () => {
    for (const path of ['/media/..%2F..%2Fetc%2Fpasswd', '/media/%2e%2e/pglite/PG_VERSION', '/media/p/none.webp']) {
      expect((await call('GET', path)).status).toBe(404);
    }
  });
});
