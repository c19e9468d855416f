import fs from 'node:fs';
import { expect, test, type Download, type Locator, type Page, type TestInfo } from '@playwright/test';
import { invoicesResponseSchema, ordersResponseSchema, type ListFilterOptions } from '../../lib/contract/schemas/account';
import { TEST_PASSWORD } from '../support/test-customer';
import { expectNoSeriousA11yViolations, hasHorizontalScroll } from './support/axe';
import { continueToStep, fillBilling } from './support/checkout-steps';
import { addToCartByApi, originOf, signInFreshCustomer } from './support/fresh-customer';
import { signIn, signInAsDemo } from './support/login';
import { withCallMissing } from './support/missing-call';
import { shot } from './support/shot';

// The company-wide views of decision 059: the owner's and accountant's lists with who ordered, filtered
// by person and building site, and the company's shared address book at checkout. The demo company
// (lib/backend/seed/demo-people.ts) has orders of the owner and of the technician Martin Šimko on two sites.
const PRODUCT = 'ip-kamera-hikvision-ds-2cd2043g2-i-28';
const COLLEAGUE_PASSWORD = 'Demo1234!';
const main = (page: Page) => page.getByRole('main');
const filterBar = (page: Page) => main(page).getByRole('form', { name: 'Filter zoznamu' });

/** The list's rows as the page shows them: the table's from 1201 px, the cards' below. */
function shownRows(page: Page, info: TestInfo): Locator {
  return info.project.name.startsWith('desktop')
    ? main(page).locator('table tbody tr')
    : main(page)
        .locator('ul > li')
        .filter({ has: page.locator('h3') });
}

/** The filter's ids by name, and the list's count, as the extension list answers them for `query`. */
async function ordersOf(page: Page, query = ''): Promise<{ count: number; options: ListFilterOptions; people: string[] }> {
  const answer = ordersResponseSchema.parse(await (await page.request.get(`/admin/v1/x/customer/orders/100/0${query}`)).json());
  return { count: answer.orders_count, options: answer.filter_options!, people: answer.orders.map((o) => o.person!.name) };
}

const idOf = (options: ListFilterOptions['people'], name: string) => String(options.find((o) => o.name === name)!.id);

/** The file of a download, split as a Slovak spreadsheet reads it: BOM, `;`, CRLF. */
async function csvOf(download: Download): Promise<{ header: string[]; rows: string[][] }> {
  const lines = fs
    .readFileSync((await download.path())!, 'utf8')
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter(Boolean);
  const [header = '', ...rows] = lines;
  return { header: header.split(';'), rows: rows.map((line) => line.split(';')) };
}

async function download(page: Page, name: string): Promise<Download> {
  const [file] = await Promise.all([page.waitForEvent('download'), main(page).getByRole('link', { name }).click()]);
  return file;
}

async function signInAs(page: Page, info: TestInfo, email: string, password: string) {
  expect((await page.request.post('/admin/v1/sign/in', { headers: { Origin: originOf(info) }, data: { email, password } })).status()).toBe(200);
}

test.describe('company-wide orders and invoices (who ordered, filters)', () => {
  test('the owner filters the orders by person and by site; reload, Back and the CSV follow the filter', async ({ page }, info) => {
    await signInAsDemo(page);
    const all = await ordersOf(page);
    const technician = idOf(all.options.people, 'Martin Šimko');
    const senec = idOf(all.options.sites, 'Hala Senec');
    await page.goto('/account/orders');
    const person = filterBar(page).getByLabel('Kto objednal');
    const site = filterBar(page).getByLabel('Stavba');
    await expect(person).toHaveValue('');
    // who ordered is named on every row, the technician's among them
    await expect(shownRows(page, info)).toHaveCount(all.count);
    await expect(shownRows(page, info).filter({ hasText: 'Martin Šimko' }).first()).toBeVisible();
    for (const control of [person, site]) expect((await control.boundingBox())!.height).toBeGreaterThanOrEqual(44);

    await person.selectOption({ label: 'Martin Šimko' });
    await expect(page).toHaveURL(new RegExp(`/account/orders\\?person=${technician}$`));
    const byTechnician = await ordersOf(page, `?person=${technician}`);
    expect(byTechnician.count).toBeGreaterThan(0);
    expect(byTechnician.count).toBeLessThan(all.count);
    await expect(shownRows(page, info)).toHaveCount(byTechnician.count);
    for (const row of await shownRows(page, info).all()) await expect(row).toContainText('Martin Šimko');

    await page.reload();
    await expect(person).toHaveValue(technician);
    await site.selectOption({ label: 'Hala Senec' });
    await expect(page).toHaveURL(new RegExp(`/account/orders\\?person=${technician}&site=${senec}$`));
    const both = await ordersOf(page, `?person=${technician}&site=${senec}`);
    await expect(shownRows(page, info)).toHaveCount(both.count);
    await expect(site).toHaveValue(senec);
    expect(await hasHorizontalScroll(page)).toBe(false);
    await shot(page, info, 'company-orders-filtered');
    await expectNoSeriousA11yViolations(page);

    // the export is the filtered list, with who ordered in its last column
    const csv = await csvOf(await download(page, 'Stiahnuť objednávky (CSV)'));
    expect(csv.header.at(-1)).toBe('Kto objednal');
    expect(csv.header).toContain('Zákazka');
    expect(csv.rows).toHaveLength(both.count);
    for (const row of csv.rows) {
      expect(row.at(-1)).toBe('Martin Šimko');
      expect(row).toContain('ZAK-2026-021');
    }

    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`/account/orders\\?person=${technician}$`));
    await expect(site).toHaveValue('');
    await expect(shownRows(page, info)).toHaveCount(byTechnician.count);
  });

  test('a filter nobody matches says so in Slovak and can be cleared', async ({ page }) => {
    await signInAsDemo(page);
    await page.goto('/account/orders');
    // the accountant orders nothing
    await filterBar(page).getByLabel('Kto objednal').selectOption({ label: 'Eva Nováková' });
    await expect(main(page).getByText('Pre zvolený filter tu nie je žiadna objednávka.', { exact: false })).toBeVisible();
    await main(page).getByRole('link', { name: 'Zrušiť filter' }).click();
    await expect(page).toHaveURL(/\/account\/orders$/);
    await expect(filterBar(page).getByLabel('Kto objednal')).toHaveValue('');
    // an id the company does not have leaves the address
    await page.goto('/account/orders?person=999999&site=abc');
    await expect(page).toHaveURL(/\/account\/orders$/);
  });

  test('the accountant filters the invoices by site, with who ordered; the CSV follows', async ({ page }, info) => {
    await signIn(page, 'uctovnik@securitech.sk', COLLEAGUE_PASSWORD);
    const all = invoicesResponseSchema.parse(await (await page.request.get('/admin/v1/x/customer/invoices/100/0')).json());
    const ruzinov = idOf(all.filter_options!.sites, 'Bytový dom Ružinov');
    const filtered = invoicesResponseSchema.parse(await (await page.request.get(`/admin/v1/x/customer/invoices/100/0?site=${ruzinov}`)).json());
    expect(filtered.invoices_count).toBeGreaterThan(0);
    await page.goto('/account/invoices');
    await filterBar(page).getByLabel('Stavba').selectOption({ label: 'Bytový dom Ružinov' });
    await expect(page).toHaveURL(new RegExp(`/account/invoices\\?site=${ruzinov}$`));
    await expect(shownRows(page, info)).toHaveCount(filtered.invoices_count);
    if (info.project.name.startsWith('desktop')) await expect(main(page).getByRole('columnheader', { name: 'Kto objednal' })).toBeVisible();
    else await expect(shownRows(page, info).first()).toContainText('Kto objednal');
    expect(await hasHorizontalScroll(page)).toBe(false);
    await shot(page, info, 'company-invoices-filtered');
    await expectNoSeriousA11yViolations(page);

    const csv = await csvOf(await download(page, 'Stiahnuť faktúry (CSV)'));
    expect(csv.header.at(-1)).toBe('Kto objednal');
    expect(csv.rows.map((row) => row[0]).sort()).toEqual(filtered.invoices.map((i) => i.name).sort());
  });

  test('a buyer sees only their own orders: no person filter, the site filter stays', async ({ page }) => {
    await signIn(page, 'technik@securitech.sk', COLLEAGUE_PASSWORD);
    await page.goto('/account/orders');
    await expect(filterBar(page).getByLabel('Stavba')).toBeVisible();
    await expect(filterBar(page).getByLabel('Kto objednal')).toHaveCount(0);
    await expect(main(page).getByRole('columnheader', { name: 'Kto objednal' })).toHaveCount(0);
  });

  test('an upstream without the extensions: the lists and addresses as before, no filter, no address book', async ({ page }, info) => {
    await signInAsDemo(page);
    await withCallMissing(page, info, ['/admin/v1/x/customer/orders/', '/admin/v1/x/company/addresses'], 'this-page', async () => {
      await page.goto('/account/orders?person=2');
      await expect(shownRows(page, info).first()).toBeVisible();
      await expect(filterBar(page)).toHaveCount(0);
      await expect(main(page).getByText('Kto objednal')).toHaveCount(0);
      await page.goto('/account/addresses');
      await expect(main(page).getByRole('heading', { name: 'Fakturačná adresa' })).toBeVisible();
      await expect(main(page).getByRole('heading', { name: 'Adresár firmy' })).toHaveCount(0);
    });
  });
});

test.describe('the company’s shared address book', () => {
  test('a buyer adds a shared address; the owner picks it at checkout and later removes it', async ({ page }, info) => {
    test.setTimeout(90_000);
    const owner = await signInFreshCustomer(page, info, 'adresar');
    const buyer = owner.replace('-adresar-', '-adresar-nakupca-');
    const made = await page.request.post('/admin/v1/test-hooks/company/person', {
      headers: { Origin: originOf(info) },
      data: { owner_email: owner, email: buyer, role: 'buyer', limit: null },
    });
    expect(made.status()).toBe(200);

    await signInAs(page, info, buyer, COLLEAGUE_PASSWORD);
    await page.goto('/account/addresses');
    const book = main(page).getByRole('region', { name: 'Adresár firmy' });
    await expect(book.getByText('Adresár firmy je zatiaľ prázdny.')).toBeVisible();
    const form = book.getByRole('form', { name: 'Pridať adresu do adresára' });
    await form.getByRole('button', { name: 'Pridať adresu' }).click();
    // the required fields say what is missing, in Slovak, beside each field
    await expect(form.getByText('Toto pole je povinné.')).toHaveCount(5);
    await form.getByLabel('Názov miesta (nepovinné)').fill('Sklad Petržalka');
    await form.getByLabel('Meno').fill('Jozef');
    await form.getByLabel('Priezvisko').fill('Mrkvička');
    await form.getByLabel('Ulica a číslo').fill('Panónska cesta 7');
    await form.getByLabel('PSČ').fill('851 04');
    await form.getByLabel('Mesto').fill('Bratislava');
    await form.getByLabel('Telefón (nepovinné)').fill('+421 902 111 222');
    await form.getByRole('button', { name: 'Pridať adresu' }).click();
    const card = book.getByRole('listitem').filter({ hasText: 'Sklad Petržalka' });
    await expect(card).toContainText('Panónska cesta 7');
    await expect(form.getByLabel('Meno')).toHaveValue('');
    expect(await hasHorizontalScroll(page)).toBe(false);
    await shot(page, info, 'company-address-book');
    await expectNoSeriousA11yViolations(page);

    await signInAs(page, info, owner, TEST_PASSWORD);
    await addToCartByApi(page, info, PRODUCT, 1);
    await page.goto('/checkout');
    await fillBilling(page);
    await main(page).getByLabel('Adresa z adresára firmy').selectOption({ label: 'Sklad Petržalka: Panónska cesta 7, Bratislava' });
    const delivery = main(page).getByRole('region', { name: 'Dodacia adresa' });
    await expect(delivery.getByLabel('Meno')).toHaveValue('Jozef');
    await expect(delivery.getByLabel('Ulica a číslo')).toHaveValue('Panónska cesta 7');
    await expect(delivery.getByLabel('PSČ')).toHaveValue('851 04');
    await expect(delivery.getByLabel('Telefón')).toHaveValue('+421 902 111 222');
    expect(await hasHorizontalScroll(page)).toBe(false);
    await shot(page, info, 'checkout-company-address');
    await continueToStep(page, 2);
    await continueToStep(page, 3);
    await expect(main(page).getByText('Panónska cesta 7')).toBeVisible();

    await page.goto('/account/addresses');
    page.once('dialog', (dialog) => void dialog.accept());
    await card.getByRole('button', { name: 'Odobrať adresu Sklad Petržalka' }).click();
    await expect(card).toHaveCount(0);
    await expect(book.getByText('Adresár firmy je zatiaľ prázdny.')).toBeVisible();
  });

  test('the accountant reads the book but cannot change it', async ({ page }) => {
    await signIn(page, 'uctovnik@securitech.sk', COLLEAGUE_PASSWORD);
    await page.goto('/account/addresses');
    const book = main(page).getByRole('region', { name: 'Adresár firmy' });
    await expect(book.getByRole('listitem').filter({ hasText: 'Sklad Mlynské nivy' })).toBeVisible();
    await expect(book.getByRole('button', { name: /Odobrať|Pridať/ })).toHaveCount(0);
    await expect(book.getByRole('note')).toContainText('pridávajú a odoberajú majiteľ a nákupcovia');
  });
});
