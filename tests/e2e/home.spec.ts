import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, hasHorizontalScroll } from './support/axe';
import { openWithoutJavaScript } from './support/no-script';

const isDesktop = (name: string) => name.startsWith('desktop');

test.describe('home', () => {
  test('shows banners, the five lines, offers, brands and the blog without a11y issues or horizontal scroll', async ({ page }) => {
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('region', { name: 'Aktuálne akcie' })).toBeVisible();
    const lines = page.getByRole('region', { name: 'Produktové rady' });
    for (const code of ['ezs', 'cctv', 'evs', 'eps', 'sks']) await expect(lines.locator(`a[href="/category/${code}"]`)).toBeVisible();
    const offers = page.getByRole('region', { name: 'Aktuálne ponuky produktov' });
    await expect(offers.getByRole('article').first()).toBeVisible();
    await expect(offers.getByText('Cena sa zobrazí po prihlásení').first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Značky, ktoré dodávame' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Hikvision', exact: true })).toBeVisible();
    const blog = page.getByRole('region', { name: 'Články z blogu' });
    await expect(blog.locator('a[href^="/blog/sk/"]').first()).toBeVisible();
    expect(await hasHorizontalScroll(page)).toBe(false);
    await expectNoSeriousA11yViolations(page);
  });

  test('the first banner loads eagerly with high priority, the others lazily', async ({ page }) => {
    await page.goto('/');
    const images = page.getByRole('region', { name: 'Aktuálne akcie' }).locator('img');
    await expect(images.first()).toHaveAttribute('fetchpriority', 'high');
    await expect(images.first()).toHaveAttribute('loading', 'eager');
    await expect(images.nth(1)).toHaveAttribute('loading', 'lazy');
  });

  test('the slideshow advances after 5 s, wraps, and buttons and dots change the slide', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.clock.install();
    await page.goto('/');
    const show = page.getByRole('region', { name: 'Aktuálne akcie' });
    const slides = show.locator('[aria-roledescription="slide"]');
    const count = await slides.count();
    expect(count).toBeGreaterThan(1);
    const currentSlide = () => show.locator('[aria-roledescription="slide"][aria-hidden="false"]');
    await page.mouse.move(0, 0);
    await expect(currentSlide()).toHaveAttribute('aria-label', `Snímka 1 z ${count}`);
    await page.clock.fastForward(5_100);
    await expect(currentSlide()).toHaveAttribute('aria-label', `Snímka 2 z ${count}`);
    for (let i = 2; i < count; i++) await page.clock.fastForward(5_100);
    await expect(currentSlide()).toHaveAttribute('aria-label', `Snímka ${count} z ${count}`);
    await page.clock.fastForward(5_100);
    await expect(currentSlide()).toHaveAttribute('aria-label', `Snímka 1 z ${count}`);

    await show.getByRole('button', { name: 'Nasledujúca snímka' }).click();
    await expect(currentSlide()).toHaveAttribute('aria-label', `Snímka 2 z ${count}`);
    await show.getByRole('button', { name: 'Predchádzajúca snímka' }).click();
    await show.getByRole('button', { name: 'Predchádzajúca snímka' }).click();
    await expect(currentSlide()).toHaveAttribute('aria-label', `Snímka ${count} z ${count}`);
    await show.getByRole('button', { name: 'Zobraziť snímku 3' }).click();
    await expect(currentSlide()).toHaveAttribute('aria-label', `Snímka 3 z ${count}`);
    await expect(show.getByRole('button', { name: 'Zobraziť snímku 3' })).toHaveAttribute('aria-current', 'true');
  });

  test('the offers scroller shows 1 or 3 cards and its arrows move and wrap', async ({ page }, info) => {
    await page.goto('/');
    const offers = page.getByRole('region', { name: 'Aktuálne ponuky produktov' });
    const cards = await offers.getByRole('article').count();
    const shown = isDesktop(info.project.name) ? 3 : 1;
    const status = offers.locator('[aria-live="polite"]');
    await expect(status).toHaveText(`Položky 1 – ${shown} z ${cards}`);
    await offers.getByRole('button', { name: 'Ďalšie položky' }).click();
    await expect(status).toHaveText(`Položky 2 – ${shown + 1} z ${cards}`);
    await offers.getByRole('button', { name: 'Predchádzajúce položky' }).click();
    await offers.getByRole('button', { name: 'Predchádzajúce položky' }).click();
    await expect(status).toHaveText(`Položky ${cards - shown + 1} – ${cards} z ${cards}`);
    await offers.getByRole('button', { name: 'Ďalšie položky' }).click();
    await expect(status).toHaveText(`Položky 1 – ${shown} z ${cards}`);
  });

  test('without JavaScript the home page is complete HTML', async ({ browser }) => {
    const page = await openWithoutJavaScript(browser, '/');
    await expect(page.getByRole('region', { name: 'Aktuálne akcie' }).locator('img').first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'Aktuálne ponuky produktov' }).getByRole('article').first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'Články z blogu' }).getByRole('article').first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Hikvision', exact: true })).toBeVisible();
    await page.context().close();
  });

  test('guest HTML holds no price, neither shown nor in the RSC payload', async ({ request }) => {
    const html = await (await request.get('/')).text();
    // the header's empty cart reads 0,00 €; any other amount would be a price
    expect(html).not.toMatch(/(?<![\d,])(?!0,00)\d+,\d{2}\s*€\s*bez DPH/);
    expect(html).not.toMatch(/\\?"(price|price_exc_vat|base_price_exc_vat|discount)\\?":\s*-?\d/);
    expect(html).not.toMatch(/\\?"price_exc_vat\\?"/);
    const rsc = await (await request.get('/', { headers: { RSC: '1' } })).text();
    expect(rsc).not.toMatch(/"price_exc_vat"/);
    expect(rsc).not.toMatch(/"(price|base_price_exc_vat)":\s*-?\d/);
  });

  test('Organization JSON-LD names the company', async ({ page }) => {
    await page.goto('/');
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const org = blocks.map((b) => JSON.parse(b)).find((d) => d['@type'] === 'Organization');
    expect(org?.address?.addressCountry).toBe('SK');
    expect(org?.url).toMatch(/^https?:\/\//);
  });
});
