import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { expectNoSeriousA11yViolations, hasHorizontalScroll } from './support/axe';

// Search as installers write (issue 47 item 4, docs/decisions/062): a corrected typo is said, a
// phrase finds its category's products, and a query that finds nothing offers categories.

const searchbox = (page: Page) => page.getByRole('searchbox', { name: 'Hľadať produkty' });
const panel = (page: Page) => page.getByRole('region', { name: 'Výsledky vyhľadávania' });
const cards = (page: Page) => page.getByRole('region', { name: 'Produkty' }).getByRole('listitem');

/** Screenshots for a person to look at, only when E2E_SHOTS_DIR names a folder. */
async function shot(page: Page, info: TestInfo, name: string) {
  const dir = process.env.E2E_SHOTS_DIR;
  if (dir) await page.screenshot({ path: `${dir}/${name}-${process.env.E2E_MODE ?? 'run'}-${info.project.name}.png`, fullPage: true });
}

test.describe('search corrections', () => {
  test('the results page of a typo says which query it shows', async ({ page }, info) => {
    await page.goto('/search-product/kamerz');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Výsledky vyhľadávania „kamerz“');
    await expect(page.getByText('Zobrazujeme výsledky pre „kamera“')).toBeVisible();
    await expect(page.getByText('Pre „kamerz“ sme nenašli nič, tak sme opravili preklep.')).toBeVisible();
    await expect(cards(page).first()).toContainText('kamera');
    expect(await hasHorizontalScroll(page)).toBe(false);
    await expectNoSeriousA11yViolations(page);
    await shot(page, info, 'search-corrected');
  });

  test('the overlay says it too, and a query found as typed says nothing', async ({ page }, info) => {
    await page.goto('/');
    await searchbox(page).fill('hikvison');
    await expect(panel(page).getByText('Zobrazujeme výsledky pre „hikvision“')).toBeVisible({ timeout: 15_000 });
    await expect(panel(page).getByRole('heading', { name: 'Produkty' })).toBeVisible();
    await shot(page, info, 'search-overlay-corrected');
    await searchbox(page).fill('hikvision');
    await expect(panel(page).getByRole('heading', { name: 'Produkty' })).toBeVisible({ timeout: 15_000 });
    await expect(panel(page).getByText(/Zobrazujeme výsledky pre/)).toHaveCount(0);
  });

  test("'detektor pohybu' lists the motion detectors", async ({ page }) => {
    await page.goto('/search-product/detektor%20pohybu');
    await expect(cards(page).first()).toContainText(/PIR detektor/);
    await expect(page.getByText(/Zobrazujeme výsledky pre/)).toHaveCount(0);
  });

  test('a query that finds no product offers the categories whose names match', async ({ page }, info) => {
    await page.goto('/search-product/zabezpe%C4%8Dovacie%20syst%C3%A9my');
    await expect(page.getByRole('heading', { name: 'Žiadne výsledky' })).toBeVisible();
    const offered = page.getByRole('region', { name: 'Možno hľadáte v týchto kategóriách' });
    const link = offered.getByRole('link', { name: /Zabezpečovacie systémy/ });
    await expect(link).toHaveAttribute('href', '/category/ezs');
    expect(await hasHorizontalScroll(page)).toBe(false);
    await expectNoSeriousA11yViolations(page);
    await shot(page, info, 'search-nothing-found');
    await link.click();
    await expect(page).toHaveURL('/category/ezs');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Zabezpečovacie systémy');
  });
});
