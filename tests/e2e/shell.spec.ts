import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, hasHorizontalScroll } from './support/axe';
import { openWithoutJavaScript } from './support/no-script';

const LINES = ['Zabezpečovacie systémy', 'Kamerové systémy', 'Dverné komunikátory', 'Elektrická požiarna signalizácia', 'Štruktúrovaná kabeláž'];
const isDesktop = (name: string) => name.startsWith('desktop');

test.describe('shop shell', () => {
  test('home shows the header, menu and footer, with no serious a11y issue or horizontal scroll', async ({ page }, info) => {
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'sk');
    await expect(
      page
        .getByRole('banner')
        .getByRole('link', { name: /úvodná stránka/i })
        .first(),
    ).toBeVisible();
    // guests have no cart (docs/rules.md#audience): the header offers none
    await expect(page.getByRole('banner').getByRole('link', { name: /košík/i })).toHaveCount(0);
    // guests get login and register, never account links
    if (isDesktop(info.project.name)) {
      await expect(page.getByRole('banner').getByRole('link', { name: 'Prihlásenie' })).toBeVisible();
      await expect(page.getByRole('banner').getByRole('link', { name: 'Registrácia' })).toBeVisible();
    }
    await expect(page.getByRole('banner').getByRole('link', { name: 'Môj účet' })).toHaveCount(0);

    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText('Pondelok – štvrtok');
    await expect(footer).toContainText('08:00 – 16:00');
    await expect(footer).toContainText('08:00 – 15:00');
    await expect(footer).toContainText(String(new Date().getFullYear()));
    await expect(footer.getByRole('link', { name: /obchodné podmienky/i })).toBeVisible({ visible: isDesktop(info.project.name) });

    expect(await hasHorizontalScroll(page)).toBe(false);
    await expectNoSeriousA11yViolations(page);
  });

  test('the menu bar on large screens reveals nested categories in each line colour', async ({ page }, info) => {
    test.skip(!isDesktop(info.project.name), 'menu bar is for large screens');
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Produktové rady' });
    for (const label of LINES) await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible();
    await nav.getByRole('link', { name: 'Kamerové systémy', exact: true }).hover();
    const sub = nav.locator('a[href^="/category/cctv/"]').first();
    await expect(sub).toBeVisible();
    await expect(sub).toHaveAttribute('href', /^\/category\/cctv\/[a-z0-9-]+/);
    await expectNoSeriousA11yViolations(page);
  });

  test('the drawer on small screens opens, expands a product line and closes with Escape', async ({ page }, info) => {
    test.skip(isDesktop(info.project.name), 'drawer is for small screens');
    await page.goto('/');
    await page.getByRole('button', { name: 'Menu' }).click();
    const drawer = page.getByRole('dialog');
    await expect(drawer).toBeVisible();
    await drawer.getByRole('button', { name: /Kamerové systémy/ }).click();
    await expect(drawer.locator('a[href^="/category/cctv/"]').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
  });

  test('guest HTML is complete without JavaScript', async ({ browser }) => {
    const page = await openWithoutJavaScript(browser, '/');
    const html = await page.content();
    const missing = LINES.filter((label) => !html.includes(label));
    expect(missing).toEqual([]);
    await expect(page.getByRole('contentinfo')).toContainText('Otváracie hodiny');
    await page.context().close();
  });

  // A browser that never signed in has no signed_in hint: its page views cost the backend nothing.
  test('a guest browsing home, a category and a product asks the backend nothing and logs no error', async ({ page }) => {
    const apiCalls: string[] = [];
    const errors: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/admin/v1/')) apiCalls.push(request.url());
    });
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto('/', { waitUntil: 'networkidle' });
    await page.goto('/category/cctv', { waitUntil: 'networkidle' });
    await page.getByRole('region', { name: 'Produkty' }).getByRole('list').getByRole('link').first().click();
    await expect(page).toHaveURL(/\/product\//);
    await page.waitForLoadState('networkidle');
    await expect(page.getByText('Cena sa zobrazí po prihlásení').first()).toBeVisible();
    expect(apiCalls).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('an unknown address shows the not-found page with status 404', async ({ page }) => {
    const response = await page.goto('/tato-stranka-neexistuje');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Stránka sa nenašla');
    await expect(page.getByRole('button', { name: 'Späť' })).toBeVisible();
    await page.getByRole('link', { name: 'Na úvodnú stránku' }).click();
    await expect(page).toHaveURL(/\/$/);
    const again = await page.goto('/tato-stranka-neexistuje');
    expect(again?.status()).toBe(404);
    await expectNoSeriousA11yViolations(page);
  });

  test('logout goes home at once, also for a guest', async ({ page }) => {
    await page.goto('/logout');
    await expect(page).toHaveURL(/\/$/, { timeout: 10_000 });
  });
});

test.describe('toasts', () => {
  test('open bottom-right, close with the button, and close by themselves after 5 s', async ({ page }) => {
    await page.clock.install();
    await page.goto('/test');
    // from here only fastForward moves time, so slow clicks cannot eat into the 5 s
    await page.clock.pauseAt(Date.now() + 1_000);
    await page.getByRole('button', { name: 'Oznámenie o úspechu' }).click();
    const region = page.getByRole('region', { name: 'Oznámenia' });
    await expect(region.getByText('Produkt bol pridaný do košíka.')).toBeVisible();
    const box = await region.getByText('Produkt bol pridaný do košíka.').boundingBox();
    const viewport = page.viewportSize()!;
    expect(box!.x + box!.width).toBeGreaterThan(viewport.width / 2);
    expect(box!.y).toBeGreaterThan(viewport.height / 2);

    await page.getByRole('button', { name: 'Upozornenie' }).click();
    const warning = region.getByRole('listitem').filter({ hasText: 'Formulár nie je vyplnený správne. Skontrolujte označené polia.' });
    await warning.getByRole('button', { name: 'Zavrieť oznámenie' }).click();
    await expect(warning).toHaveCount(0);
    await expect(region.getByText('Produkt bol pridaný do košíka.')).toBeVisible();

    // the countdown pauses under the pointer, so move it away before letting time pass
    await page.mouse.move(0, 0);
    await page.clock.fastForward(4_000);
    await expect(region.getByText('Produkt bol pridaný do košíka.')).toBeVisible();
    await page.clock.fastForward(1_500);
    await expect(region.getByText('Produkt bol pridaný do košíka.')).toHaveCount(0);
  });

  test('the generic error toast names the screen and lists [key] code lines', async ({ page }) => {
    await page.goto('/test');
    await page.getByRole('button', { name: 'Všeobecná chyba s podrobnosťami' }).click();
    const region = page.getByRole('region', { name: 'Oznámenia' });
    await region.getByText('Podrobnosti').click();
    await expect(region).toContainText('[email] messages.validation.email.notExists');
    await expect(region).toContainText('[basket] messages.basket.notFound');
    await expectNoSeriousA11yViolations(page);
  });
});
