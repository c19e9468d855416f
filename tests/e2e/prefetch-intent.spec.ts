import { expect, test, type Page, type TestInfo } from '@playwright/test';

const isDesktop = (info: TestInfo) => info.project.name.startsWith('desktop');

/** Pathnames the page has prefetched: RSC requests the router sends for a link (`rsc` header) before any click. */
function recordPrefetches(page: Page): Set<string> {
  const paths = new Set<string>();
  page.on('request', (request) => {
    if (request.headers()['next-router-prefetch'] || request.headers()['rsc']) paths.add(new URL(request.url()).pathname);
  });
  return paths;
}

const prefetchOf = (page: Page, path: string) => page.waitForRequest((request) => new URL(request.url()).pathname === path && request.headers()['rsc'] === '1');

/** Image preloads in the head whose image the page does not show: what Chromium warns about as "preloaded but not used" a few seconds after load (the bench waits for that, tests/bench/page-requests.ts). */
const unusedImagePreloads = (page: Page) =>
  page.evaluate(() => {
    const shown = new Set([...document.images].map((img) => img.currentSrc || img.src));
    return [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')].map((link) => link.href).filter((href) => !shown.has(href));
  });

test.describe('prefetch on intent (issue 24)', () => {
  test('a link in the closed mega-menu is not prefetched until pointed at, a footer link not until focused', async ({ page }, info) => {
    test.skip(!isDesktop(info), 'the mega-menu is the bar of large screens; phones: the next test');
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (/preloaded .*but not used/i.test(message.text())) warnings.push(message.text());
    });
    const prefetched = recordPrefetches(page);
    await page.goto('/');
    await page.waitForLoadState('networkidle');

    const line = page.locator('li', { has: page.getByRole('link', { name: 'Kamerové systémy', exact: true }) }).first();
    const hidden = line.locator('a[href^="/category/cctv/"]').first();
    const hiddenPath = (await hidden.getAttribute('href'))!;
    await expect(hidden).toBeHidden();
    const footerLink = page
      .getByRole('contentinfo')
      .getByRole('link')
      .filter({ hasText: /obchodné podmienky/i })
      .first();
    const footerPath = (await footerLink.getAttribute('href'))!;
    expect(prefetched.has(hiddenPath), `${hiddenPath} prefetched while its panel was closed`).toBe(false);
    expect(prefetched.has(footerPath)).toBe(false);
    expect(await unusedImagePreloads(page)).toEqual([]);
    expect(warnings).toEqual([]);

    // pointing at the line opens its panel; pointing at a category prefetches it (with the images
    // above its fold: that page is the one about to open)
    await line.getByRole('link', { name: 'Kamerové systémy', exact: true }).hover();
    await expect(hidden).toBeVisible();
    await Promise.all([prefetchOf(page, hiddenPath), hidden.hover()]);

    await Promise.all([prefetchOf(page, footerPath), footerLink.focus()]);
  });

  test("the phone drawer's links are not prefetched when it opens, only the one touched or focused", async ({ page }, info) => {
    test.skip(isDesktop(info), 'the drawer is the menu of smaller screens');
    const prefetched = recordPrefetches(page);
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    const drawer = page.getByRole('dialog', { name: 'Produktové rady' });
    await drawer.getByRole('button', { name: 'Kamerové systémy' }).click();
    const category = drawer.locator('a[href^="/category/cctv/"]').first();
    await expect(category).toBeVisible();
    await page.waitForLoadState('networkidle');
    const path = (await category.getAttribute('href'))!;
    expect([...prefetched].filter((p) => p.startsWith('/category/cctv/'))).toEqual([]);
    expect(await unusedImagePreloads(page)).toEqual([]);

    await Promise.all([prefetchOf(page, path), category.focus()]);
  });

  test('a page view fetches the icon sprite once, also for the icons React draws after hydration', async ({ page }) => {
    const spriteRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/icons.svg') spriteRequests.push(request.url());
    });
    await page.goto('/category/cctv');
    // the header's guest corner is drawn again once the page knows the visitor is a guest
    await expect(
      page
        .getByRole('banner')
        .getByRole('link', { name: /prihlásenie/i })
        .first(),
    ).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(spriteRequests).toHaveLength(1);
  });
});
