import { expect, test, type APIRequestContext } from '@playwright/test';

// SWR's own option name: it appears in SWR's code and in nothing a guest page needs.
const SWR_MARKER = 'focusThrottleInterval';

/** The text of every same-origin script a page's HTML loads (its first-load JavaScript). */
async function firstLoadScripts(request: APIRequestContext, path: string): Promise<string[]> {
  const response = await request.get(path);
  expect(response.status()).toBe(200);
  const sources = [...(await response.text()).matchAll(/<script\b[^>]*\bsrc="(\/[^"]+)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));
  expect(sources.length).toBeGreaterThan(0);
  return Promise.all(sources.map(async (src) => (await request.get(src)).text()));
}

// docs/decisions/040-guests-download-no-customer-code.md: guests download no customer code. A component that reads useUser()
// instead of useSession() would bring SWR (and the customer hooks) back into every page.
test('guest pages load no SWR and no customer code; the cart page, which needs it, does', async ({ request }, info) => {
  test.skip(info.project.name !== 'desktop-1280', 'one viewport is enough: the server answers the same');
  for (const path of ['/', '/category/cctv', '/product/ip-kamera-hikvision-ds-2cd2043g2-i-28', '/blog', '/page/sk/o-nas']) {
    const scripts = await firstLoadScripts(request, path);
    expect(
      scripts.filter((code) => code.includes(SWR_MARKER)),
      path,
    ).toHaveLength(0);
  }
  // the marker really finds SWR where it belongs
  const cart = await firstLoadScripts(request, '/cart');
  expect(cart.some((code) => code.includes(SWR_MARKER))).toBe(true);
});
