import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, hasHorizontalScroll } from './support/axe';
import { expectNotFoundPage } from './support/not-found';
import { openWithoutJavaScript } from './support/no-script';

const ARTICLE = '/blog/sk/ako-vybrat-ip-kameru-pre-rodinny-dom';

test.describe('blog', () => {
  test('the list shows article cards linking to /blog/sk/{url}, without a11y issues or horizontal scroll', async ({ page }) => {
    const response = await page.goto('/blog');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
    const cards = page.getByRole('article');
    await expect(cards.first()).toBeVisible();
    expect(await cards.count()).toBeGreaterThan(0);
    expect(await cards.count()).toBeLessThanOrEqual(12);
    await expect(cards.first().getByRole('heading', { level: 2 }).getByRole('link')).toHaveAttribute('href', /^\/blog\/sk\/[a-z0-9-]+$/);
    const img = cards.first().locator('img');
    expect((await img.boundingBox())?.height).toBe(250);
    expect(await hasHorizontalScroll(page)).toBe(false);
    await expectNoSeriousA11yViolations(page);
  });

  test('paging via the URL clamps garbage and out-of-range pages', async ({ page }) => {
    await page.goto('/blog');
    const first = await page.getByRole('article').first().getByRole('heading').textContent();
    for (const query of ['?pg=abc', '?pg=-2', '?pg=999']) {
      const response = await page.goto(`/blog${query}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('article').first().getByRole('heading')).toBeVisible();
      if (query !== '?pg=999') await expect(page.getByRole('article').first().getByRole('heading')).toHaveText(first!);
    }
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    expect(canonical).toMatch(/\/blog$/);
  });

  test('an article shows title, date in Slovak, content, share links and Article JSON-LD', async ({ page }) => {
    const response = await page.goto(ARTICLE);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ako vybrať IP kameru pre rodinný dom');
    await expect(page.locator('time')).toContainText(
      /Publikované \d{1,2}\. (januára|februára|marca|apríla|mája|júna|júla|augusta|septembra|októbra|novembra|decembra) \d{4}/,
    );
    await expect(page.getByRole('link', { name: 'Zdieľať na Facebooku' })).toHaveAttribute('href', /facebook\.com\/sharer/);
    await expect(page.getByRole('link', { name: 'Zdieľať na LinkedIn' })).toHaveAttribute('href', /linkedin\.com/);
    await expect(page.getByRole('link', { name: 'Zdieľať na X' })).toHaveAttribute('href', /x\.com\/intent/);
    await expect(page.getByRole('link', { name: 'Poslať e-mailom' })).toHaveAttribute('href', /^mailto:/);
    await expect(page.getByRole('link', { name: 'Kopírovať odkaz' })).toBeVisible();
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const article = blocks.map((b) => JSON.parse(b)).find((d) => d['@type'] === 'Article');
    expect(article?.headline).toBe('Ako vybrať IP kameru pre rodinný dom');
    expect(article?.datePublished).toBeTruthy();
    expect(await hasHorizontalScroll(page)).toBe(false);
    await expectNoSeriousA11yViolations(page);
  });

  test('a blog card leads to its article', async ({ page }) => {
    await page.goto('/blog');
    const link = page.getByRole('article').first().getByRole('heading').getByRole('link');
    const title = await link.textContent();
    await link.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title!);
  });

  test('an unknown article answers 404 with noindex', async ({ page }) => {
    await expectNotFoundPage(page, '/blog/sk/tento-clanok-neexistuje');
  });

  test('without JavaScript the list and an article are complete HTML', async ({ browser }) => {
    const page = await openWithoutJavaScript(browser, ARTICLE);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ako vybrať IP kameru pre rodinný dom');
    await expect(page.locator('article h2').first()).toBeVisible();
    await page.goto('/blog');
    const html = await page.content();
    expect(html).toContain('Ako vybrať IP kameru pre rodinný dom');
    expect(html).toContain('href="/blog/sk/ako-vybrat-ip-kameru-pre-rodinny-dom"');
    await page.context().close();
  });
});
