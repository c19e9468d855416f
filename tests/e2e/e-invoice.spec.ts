import fs from 'node:fs';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { en16931Violations } from '../support/en16931-checks';
import { parseXml, textAt } from '../support/xml-tree';
import { expectNoSeriousA11yViolations, hasHorizontalScroll } from './support/axe';
import { withCallMissing } from './support/missing-call';
import { signInAsDemo } from './support/login';
import { openFirstOrder } from './support/orders';

/** The e-invoice link of one invoice, as this viewport shows it (the table at 1280 px, the cards at 390 px). */
const eInvoiceLink = (page: Page, number: string) => page.getByRole('link', { name: `Stiahnuť e-faktúru č. ${number} (XML)` }).filter({ visible: true });

async function shot(page: Page, info: TestInfo, name: string) {
  const dir = process.env.E2E_SHOTS_DIR;
  if (dir) await page.screenshot({ path: `${dir}/${name}-${info.project.name}.png`, fullPage: true });
}

/** Downloads the e-invoice by its link; returns the file name and the XML. */
async function downloadXml(page: Page, number: string): Promise<{ name: string; xml: string }> {
  const [file] = await Promise.all([page.waitForEvent('download'), eInvoiceLink(page, number).click()]);
  return { name: file.suggestedFilename(), xml: fs.readFileSync((await file.path())!, 'utf8') };
}

test.describe('e-invoice download (Peppol UBL XML)', () => {
  test('the invoices page offers each invoice as an e-invoice beside the PDF: a valid invoice named by its number', async ({ page }, info) => {
    await signInAsDemo(page);
    await page.goto('/account/invoices');
    const number = (await page.locator('table tbody tr td').first().textContent())!.trim();
    // the table (1280 px) names the file by its format under a "Stiahnuť" column; the cards (390 px) say it whole
    await expect(eInvoiceLink(page, number)).toHaveText(info.project.name === 'desktop-1280' ? 'XML' : 'Stiahnuť e-faktúru (XML)');
    await expect(page.getByRole('link', { name: `Stiahnuť faktúru č. ${number} (PDF)` }).filter({ visible: true })).toBeVisible();
    const { name, xml } = await downloadXml(page, number);
    expect(name).toBe(`${number}.xml`);
    expect(en16931Violations(xml)).toEqual([]);
    expect(textAt(parseXml(xml), 'cbc:ID')).toBe(number);
    const response = await page.request.get(`/account/export/invoice/${number}.xml`);
    expect(response.headers()['cache-control']).toBe('private, no-store');
    expect(await hasHorizontalScroll(page)).toBe(false);
    await expectNoSeriousA11yViolations(page);
    await shot(page, info, 'account-invoices-e-invoice');
  });

  test("the order detail offers its invoice's PDF and e-invoice", async ({ page }, info) => {
    await signInAsDemo(page);
    await openFirstOrder(page);
    const heading = page.getByRole('heading', { name: /^Faktúra č\. \d+$/ });
    await expect(heading).toBeVisible();
    const number = (await heading.textContent())!.replace(/\D/g, '');
    await expect(page.getByRole('link', { name: `Stiahnuť faktúru č. ${number} (PDF)` })).toBeVisible();
    const { name, xml } = await downloadXml(page, number);
    expect(name).toBe(`${number}.xml`);
    expect(en16931Violations(xml)).toEqual([]);
    expect(await hasHorizontalScroll(page)).toBe(false);
    await expectNoSeriousA11yViolations(page);
    await shot(page, info, 'order-detail-e-invoice');
  });

  test("another number than the customer's is not found and a guest is sent to the login", async ({ page }) => {
    expect((await page.request.get('/account/export/invoice/2026000123.xml', { maxRedirects: 0 })).status()).toBe(307);
    await signInAsDemo(page);
    expect((await page.request.get('/account/export/invoice/1999999999.xml')).status()).toBe(404);
    expect((await page.request.get('/account/export/invoice/faktura.pdf')).status()).toBe(404);
  });

  test('an upstream without the extension shows no e-invoice link and serves no download', async ({ page }, info) => {
    await signInAsDemo(page);
    await page.goto('/account/invoices');
    const number = (await page.locator('table tbody tr td').first().textContent())!.trim();
    await withCallMissing(page, info, ['/admin/v1/x/customer/invoices/', '/admin/v1/x/customer/invoice/'], 'this-page', async () => {
      await page.goto('/account/invoices');
      await expect(page.getByRole('link', { name: `Stiahnuť faktúru č. ${number} (PDF)` }).filter({ visible: true })).toBeVisible();
      await expect(page.getByRole('link', { name: /e-faktúru/ })).toHaveCount(0);
      expect((await page.request.get(`/account/export/invoice/${number}.xml`)).status()).toBe(404);
    });
  });
});
