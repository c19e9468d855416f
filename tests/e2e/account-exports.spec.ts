import fs from 'node:fs';
import { expect, test, type Download, type Page, type TestInfo } from '@playwright/test';
import { expectNoSeriousA11yViolations, hasHorizontalScroll } from './support/axe';
import { withCallMissing } from './support/missing-call';
import { signInAsDemo } from './support/login';
import { openFirstOrder } from './support/orders';

/** The file of a download, split as a Slovak spreadsheet reads it: BOM, `;`, CRLF. */
async function csvOf(download: Download): Promise<{ bom: boolean; header: string[]; rows: string[][] }> {
  const text = fs.readFileSync((await download.path())!, 'utf8');
  const lines = text
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter(Boolean);
  const [header = '', ...rows] = lines;
  return { bom: text.startsWith('\uFEFF'), header: header.split(';'), rows: rows.map((line) => line.split(';')) };
}

/** "1 234,50 €" as the page shows it → "1234,50" as the CSV writes it. */
const asCsvAmount = (shown: string) => shown.replace(/[^\d,]/g, '');

async function download(page: Page, name: string) {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name }).click()]);
  return file;
}

async function shot(page: Page, info: TestInfo, name: string) {
  const dir = process.env.E2E_SHOTS_DIR;
  if (dir) await page.screenshot({ path: `${dir}/${name}-${info.project.name}.png`, fullPage: true });
}

test.describe('account exports (CSV for the office)', () => {
  test('the orders list downloads every order with the totals excluding and including VAT, matching the page', async ({ page }, info) => {
    await signInAsDemo(page);
    await page.goto('/account/orders');
    const count = Number((await page.getByText(/^\d+ objednáv/).textContent())!.replace(/\D/g, ''));
    const file = await download(page, 'Stiahnuť objednávky (CSV)');
    expect(file.suggestedFilename()).toMatch(/^objednavky-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await csvOf(file);
    expect(csv.bom).toBe(true);
    // the demo company keeps building sites and colleagues (decision 059): the job reference and who ordered close each row
    expect(csv.header).toEqual(['Číslo objednávky', 'Variabilný symbol', 'Dátum', 'Stav', 'Suma bez DPH', 'DPH', 'Suma s DPH', 'Zákazka', 'Kto objednal']);
    // an invoiced order's variable symbol is its invoice's number (docs/decisions/060-order-confirmation-page.md)
    expect(csv.rows.some((r) => /^\d{1,10}$/.test(r[1]!))).toBe(true);
    expect(csv.rows.map((r) => r[7])).toContain('ZAK-2026-014');
    expect(csv.rows).toHaveLength(count);
    // every order on the page is in the file with the same total excluding VAT
    // the table (hidden below 1201 px, where cards show the same rows) holds the page's rows
    const shown = await page.locator('table tbody tr').evaluateAll((rows) => rows.map((r) => [...r.querySelectorAll('td')].map((td) => td.textContent ?? '')));
    for (const cells of shown) {
      const row = csv.rows.find((r) => r[0] === cells[0]);
      expect(row, cells[0]).toBeDefined();
      expect(row![4]).toBe(asCsvAmount(cells.at(-2)!));
      // with VAT = without + VAT, to the cent, with a decimal comma
      const [without, vat, withVat] = row!.slice(4, 7).map((v) => Math.round(Number(v.replace(',', '.')) * 100));
      expect(without! + vat!).toBe(withVat);
    }
    expect(await hasHorizontalScroll(page)).toBe(false);
    await expectNoSeriousA11yViolations(page);
    await shot(page, info, 'account-orders-export');
  });

  test('the invoices list downloads every invoice with both amounts and the unpaid rest, matching the page', async ({ page }) => {
    await signInAsDemo(page);
    await page.goto('/account/invoices');
    const file = await download(page, 'Stiahnuť faktúry (CSV)');
    const csv = await csvOf(file);
    expect(csv.header).toEqual([
      'Číslo faktúry',
      'Variabilný symbol',
      'Dátum vystavenia',
      'Splatnosť',
      'Suma bez DPH',
      'DPH',
      'Suma s DPH',
      'Zostáva uhradiť',
      'Zákazka',
      'Kto objednal',
    ]);
    const shown = await page.locator('table tbody tr').evaluateAll((rows) => rows.map((r) => [...r.querySelectorAll('td')].map((td) => td.textContent ?? '')));
    expect(shown.length).toBeGreaterThan(0);
    for (const cells of shown) {
      const row = csv.rows.find((r) => r[0] === cells[0]);
      expect(row, cells[0]).toBeDefined();
      expect(row![1]).toBe(cells[1]);
      // the table's last three columns: the total, the unpaid rest, the files (who ordered stands before them)
      expect(row![6]).toBe(asCsvAmount(cells.at(-3)!));
      expect(row![7]).toBe(asCsvAmount(cells.at(-2)!));
    }
    await expectNoSeriousA11yViolations(page);
  });

  test("an order's lines download as CSV and add up to the order's products total", async ({ page }) => {
    await signInAsDemo(page);
    await openFirstOrder(page);
    await expect(page.getByRole('heading', { name: /^Objednávka č\./ })).toBeVisible();
    const csv = await csvOf(await download(page, 'Stiahnuť položky (CSV)'));
    expect(csv.header).toEqual(['Kód', 'Názov', 'Množstvo', 'Jednotka', 'Cena za jednotku bez DPH', 'Spolu bez DPH']);
    expect(csv.rows).toHaveLength(
      await page
        .locator('main li')
        .filter({ has: page.locator('a[href^="/product/"]') })
        .count(),
    );
    const totals = page.getByTestId('order-totals').locator('div').filter({ hasText: 'Produkty spolu bez DPH' });
    const total = asCsvAmount((await totals.locator('dd').textContent())!);
    const sum = csv.rows.reduce((cents, row) => cents + Math.round(Number(row.at(-1)!.replace(',', '.')) * 100), 0);
    expect((sum / 100).toFixed(2).replace('.', ',')).toBe(total);
  });

  test('a guest asking for an export is sent to the login and back', async ({ page }) => {
    await page.goto('/account/export/orders');
    await expect(page).toHaveURL(/\/login\?next=%2Faccount%2Fexport%2Forders$/);
  });

  test('an upstream without the extension lists: no download, the lists as always', async ({ page }, info) => {
    await signInAsDemo(page);
    // the demo customer's invoices are read by other tests meanwhile: hidden for this page's requests only
    await withCallMissing(page, info, '/admin/v1/x/customer/invoices/', 'this-page', async () => {
      await page.goto('/account/invoices');
      await expect(page.getByRole('heading', { name: 'Faktúry' }).first()).toBeVisible();
      expect(await page.locator('table tbody tr').count()).toBeGreaterThan(0);
      await expect(page.getByRole('link', { name: 'Stiahnuť faktúry (CSV)' })).toHaveCount(0);
      expect((await page.request.get('/account/export/invoices')).status()).toBe(404);
    });
  });
});
