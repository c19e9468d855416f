import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, hasHorizontalScroll } from './support/axe';
import { openWithoutJavaScript } from './support/no-script';

test.describe('text pages', () => {
  test('a text page shows its title and content without a11y issues or horizontal scroll', async ({ page }) => {
    const response = await page.goto('/page/sk/o-nas');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('article p').first()).toBeVisible();
    expect(await hasHorizontalScroll(page)).toBe(false);
    await expectNoSeriousA11yViolations(page);
  });

  test('the page follows its name: the terms and the privacy page differ', async ({ page }) => {
    await page.goto('/page/sk/vseobecne-obchodne-podmienky');
    const terms = await page.getByRole('heading', { level: 1 }).textContent();
    await page.goto('/page/sk/ochrana-osobnych-udajov');
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(terms!);
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(/\/page\/sk\/ochrana-osobnych-udajov$/);
  });

  test('an unknown page or language answers 404 with noindex', async ({ page }) => {
    for (const path of ['/page/sk/neexistujuca-stranka', '/page/xx/o-nas']) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    }
    await expectNoSeriousA11yViolations(page);
  });

  test('percent-encoded names are decoded once', async ({ page }) => {
    const response = await page.goto('/page/sk/o%2Dnas');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('without JavaScript a text page is complete HTML', async ({ browser }) => {
    const page = await openWithoutJavaScript(browser, '/page/sk/podpora');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('article p').first()).toBeVisible();
    await page.context().close();
  });
});
