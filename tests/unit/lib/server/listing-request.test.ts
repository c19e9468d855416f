/** @jest-environment node */
import { NextRequest } from 'next/server';
import { listingOffer } from '@/lib/server/listing-offer';
import { proxy } from '@/proxy';

jest.mock('@/lib/server/listing-offer', () => ({ listingOffer: jest.fn() }));
const offer = jest.mocked(listingOffer);

const SHOP = 'http://localhost:3000';
const CAMERAS = '/category/cctv/ip-kamery';

beforeEach(() => {
  offer.mockReset();
  offer.mockResolvedValue({
    values: new Map([
      ['krytie', new Set(['ip66', 'ip67'])],
      ['rozlisenie', new Set(['4-mpx', '8-mpx'])],
    ]),
    products: 40,
  });
});

async function answer(path: string) {
  const response = await proxy(new NextRequest(SHOP + path));
  const location = response.headers.get('location');
  const target = location ? new URL(location, SHOP) : null;
  return { status: response.status, location: target && target.pathname + target.search, rewrite: response.headers.get('x-middleware-rewrite'), response };
}

describe('a category listing request before anything renders', () => {
  it('rewrites a canonical address to the listing segment the page is served from', async () => {
    const { status, location, rewrite } = await answer(`${CAMERAS}?or=2&st=1&f=krytie:ip67;rozlisenie:4-mpx,8-mpx&pg=2`);
    expect([status, location]).toEqual([200, null]);
    expect(new URL(rewrite!).pathname).toBe(`${CAMERAS}/~12-2-2-1~krytie.ip67~rozlisenie.4-mpx_8-mpx`);
    // the same address with `:` and `,` escaped (as Next passes it on) is no other spelling: no redirect loop
    const escaped = await answer(`${CAMERAS}?or=2&st=1&f=krytie%3Aip67%3Brozlisenie%3A4-mpx%2C8-mpx&pg=2`);
    expect([escaped.status, new URL(escaped.rewrite!).pathname]).toEqual([200, new URL(rewrite!).pathname]);
  });

  it('redirects any other spelling of the state with 308 to the canonical address', async () => {
    for (const [path, canonical] of [
      [`${CAMERAS}?f=rozlisenie:8-mpx,4-mpx,4-mpx;krytie:ip67&or=2`, `${CAMERAS}?or=2&f=krytie:ip67;rozlisenie:4-mpx,8-mpx`],
      [`${CAMERAS}?f=krytie:ip67&utm_source=mail`, `${CAMERAS}?f=krytie:ip67`],
      [`${CAMERAS}?f=zz123:456`, CAMERAS],
      [`${CAMERAS}?f=krytie:ip68,ip66`, `${CAMERAS}?f=krytie:ip66`],
      [`${CAMERAS}?pg=99999`, `${CAMERAS}?pg=4`],
      [`${CAMERAS}?lm=12&or=1&pg=1`, CAMERAS],
    ]) {
      const { status, location, rewrite } = await answer(path!);
      expect([path, status, location, rewrite]).toEqual([path, 308, canonical, null]);
    }
  });

  it('refuses too many or too long filter values with 400, stored by no cache', async () => {
    const values = Array.from({ length: 30 }, (_, i) => `v${i}`).join(',');
    for (const path of [`${CAMERAS}?f=krytie:${values}`, `${CAMERAS}?f=krytie:${'a'.repeat(2000)}`]) {
      const { status, response } = await answer(path);
      expect(status).toBe(400);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(await response.text()).toMatch(/filtre/);
    }
    expect(offer).not.toHaveBeenCalled();
  });

  it('answers 404 for a category the backend does not know, and for the internal listing path itself', async () => {
    offer.mockResolvedValue(null);
    expect((await answer('/category/neexistuje?f=krytie:ip67')).rewrite).toMatch(/\/404$/);
    expect((await answer(`${CAMERAS}/~12-1-1-0~zz123.456`)).rewrite).toMatch(/\/404$/);
  });

  it('passes the rewritten path only in the form the rewrite makes of an offered state (Next runs the proxy on it again)', async () => {
    const made = await answer(`${CAMERAS}?st=1&f=krytie:ip67&pg=2`);
    const rewritten = new URL(made.rewrite!);
    const again = await answer(rewritten.pathname + rewritten.search);
    expect([again.status, again.rewrite, again.location]).toEqual([200, null, null]);
    for (const segment of ['~12-1-1-0', '~12-1-4-0', '~12-1-1-0~rozlisenie.8-mpx_4-mpx', '~12-1-1-0~krytie.ip68', '~12-9-1-0', '~12-01-1-0', '~13-1-1-0']) {
      expect([segment, (await answer(`${CAMERAS}/${segment}`)).rewrite]).toEqual([segment, `${SHOP}/404`]);
    }
  });

  it('leaves the values as written when the backend cannot say what the category offers', async () => {
    offer.mockRejectedValue(new Error('backend down'));
    const { status, rewrite } = await answer(`${CAMERAS}?f=krytie:ip67`);
    expect(status).toBe(200);
    expect(new URL(rewrite!).pathname).toBe(`${CAMERAS}/~12-1-1-0~krytie.ip67`);
  });
});
