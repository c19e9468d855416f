import { expect, test, type APIRequestContext } from '@playwright/test';
import { htmlProblems } from './support/html-validate';
import { signInAsDemo } from './support/login';

// The HTML a page is sent with is the same at every width: one project checks it.
test.skip(({ viewport }) => (viewport?.width ?? 0) < 1000, 'the served HTML does not depend on the viewport');

const PUBLIC_PAGES = [
  '/',
  '/category/cctv',
  '/product/ip-kamera-hikvision-ds-2cd2043g2-i-28',
  '/search-product/kamera',
  '/blog',
  '/blog/sk/ako-vybrat-ip-kameru-pre-rodinny-dom',
  '/page/sk/o-nas',
  '/login',
  '/register',
  '/reset-password',
  '/cart',
  '/checkout',
  '/tato-stranka-neexistuje',
];

const ACCOUNT_PAGES = ['/account', '/account/wishlist', '/account/orders', '/account/invoices', '/account/addresses', '/account/details'];

/** Every page's html-validate errors as readable lines, so one failure lists all of them. */
async function problemsOf(request: APIRequestContext, paths: readonly string[]): Promise<string[]> {
  const lines: string[] = [];
  for (const path of paths) {
    const response = await request.get(path, { maxRedirects: 0 });
    // a guest's /checkout may send the browser on: the page it lands on is checked in its own right
    if (response.status() >= 300 && response.status() < 400) continue;
    for (const p of await htmlProblems(await response.text())) lines.push(`${path}: ${p.rule}: ${p.message} (${p.selector ?? '-'})`);
  }
  return lines;
}

test.describe('html-validate (recommended rules, React serialisation aside)', () => {
  test('the public pages a guest is sent are valid HTML', async ({ request }) => {
    const problems = await problemsOf(request, PUBLIC_PAGES);
    expect(problems, problems.join('\n')).toEqual([]);
  });

  test("a signed-in customer's account pages and an order are valid HTML", async ({ page }) => {
    await signInAsDemo(page);
    await page.goto('/account/orders');
    const detail = await page.getByRole('main').locator('a[href^="/account/orderdetail/"]').first().getAttribute('href');
    const problems = await problemsOf(page.request, [...ACCOUNT_PAGES, detail!, '/cart']);
    expect(problems, problems.join('\n')).toEqual([]);
  });
});
