import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { expectNoSeriousA11yViolations, hasHorizontalScroll } from './support/axe';
import { DEMO_CUSTOMER, signIn, signInAsDemo } from './support/login';
import { registerByApi } from './support/fresh-customer';
import { resetLinkFromMail } from './support/mailbox';

const ACCOUNT_PAGES = ['/account', '/account/wishlist', '/account/orders', '/account/invoices', '/account/addresses', '/account/details'];
const MENU = ['Prehľad', 'Obľúbené', 'Objednávky', 'Faktúry', 'Adresy', 'Údaje a heslo'];

/** A fresh company per run and per project; only characters the .eml file name keeps. */
function newCompany(info: TestInfo) {
  const id = `${info.project.name}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}`;
  return { email: `e2e-${id}@firma-test.sk`, company: `E2E Test ${id} s.r.o.`, password: 'Zaciatok123' };
}

const toast = (page: Page, text: string | RegExp) => page.getByRole('region', { name: 'Oznámenia' }).getByText(text);

async function fillRegistration(page: Page, company: ReturnType<typeof newCompany>) {
  await page.getByLabel('Názov firmy').fill(company.company);
  await page.getByLabel('IČO').fill('12345679');
  await page.getByLabel('DIČ', { exact: true }).fill('2012345678');
  await page.getByLabel('IČ DPH').fill('SK2012345678');
  await page.getByLabel('E-mail').fill(company.email);
  await page.getByLabel('Telefón').fill('+421 900 123 456');
  await page.getByLabel('Heslo', { exact: true }).fill(company.password);
  await page.getByLabel('Heslo znova').fill(company.password);
  await page.getByRole('checkbox').check();
}

test.describe('customer accounts', () => {
  test('a new company registers, signs in, visits every account page, changes its password, signs out, resets it', async ({ page }, info) => {
    test.setTimeout(150_000);
    const company = newCompany(info);

    // register: errors only after the first submit
    await page.goto('/register');
    await expect(page.getByRole('heading', { level: 1, name: 'Registrácia' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'spracovaním osobných údajov' })).toHaveAttribute('href', '/page/sk/ochrana-osobnych-udajov');
    await expect(page.getByRole('main').getByRole('link', { name: 'Prihláste sa' })).toHaveAttribute('href', '/login');
    await expect(page.getByText('Toto pole je povinné.')).toHaveCount(0);
    await page.getByRole('button', { name: 'Zaregistrovať firmu' }).click();
    await expect(toast(page, 'Formulár nie je vyplnený správne.')).toBeVisible();
    await expect(page.getByText('Toto pole je povinné.').first()).toBeVisible();
    expect(await hasHorizontalScroll(page)).toBe(false);
    await expectNoSeriousA11yViolations(page);
    await fillRegistration(page, company);
    await page.getByRole('button', { name: 'Zaregistrovať firmu' }).click();
    // registered and signed in at once (automatic activation): greeted with the company (no names yet,
    // one full stop after 's.r.o.'), home; the account page below opens without another sign-in
    await page.waitForURL((url) => url.pathname === '/');
    await expect(toast(page, `Registrácia prebehla úspešne. Vitajte, ${company.company}`)).toBeVisible();

    // every account page, through the menu (client navigation) and by URL
    const response = await page.goto('/account');
    expect(response?.headers()['cache-control']).toBe('private, no-store');
    await expect(page.getByRole('heading', { level: 1, name: 'Môj účet' })).toBeVisible();
    await expect(page.getByRole('heading', { name: `Dobrý deň, ${company.company}` })).toBeVisible();
    await expect(page.getByText(`Nie ste ${company.company}?`)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    const menu = page.getByRole('navigation', { name: 'Sekcie účtu' });
    for (const [index, label] of MENU.entries()) {
      await menu.getByRole('link', { name: label }).click();
      await expect(page).toHaveURL(new RegExp(`${ACCOUNT_PAGES[index]}$`));
      await expect(menu.getByRole('link', { name: label })).toHaveAttribute('aria-current', 'page');
      if (index > 0) await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
    }
    for (const path of ['/account/wishlist', '/account/orders', '/account/invoices', '/account/addresses']) {
      await page.goto(path);
      await expect(page.getByRole('main')).toContainText(
        /Zatiaľ (tu nič nie je|nemáte uloženú žiadnu adresu|nemáte žiadne obľúbené produkty|ste nič neobjednali|nemáte žiadne faktúry)|Fakturačná adresa/,
      );
      await expectNoSeriousA11yViolations(page);
    }

    // change password: a wrong old one marks the field, the right one keeps the session
    await page.goto('/account/details');
    await expect(page.getByLabel('E-mail')).toHaveValue(company.email);
    const newPassword = 'Zmenene456';
    await page.getByLabel('Súčasné heslo').fill('nespravne-heslo');
    await page.getByLabel('Nové heslo', { exact: true }).fill(newPassword);
    await page.getByLabel('Nové heslo znova').fill(newPassword);
    await page.getByRole('button', { name: 'Zmeniť heslo' }).click();
    await expect(page.getByLabel('Súčasné heslo')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Nesprávne heslo.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByLabel('Súčasné heslo').fill(company.password);
    await page.getByRole('button', { name: 'Zmeniť heslo' }).click();
    await expect(toast(page, 'Heslo bolo úspešne zmenené.')).toBeVisible();
    await expect(page.getByLabel('Súčasné heslo')).toHaveValue('');
    await page.goto('/account');
    await expect(page.getByRole('heading', { name: `Dobrý deň, ${company.company}` })).toBeVisible();

    // sign out from the account menu: home, toast, guest header
    await page.getByRole('navigation', { name: 'Sekcie účtu' }).getByRole('link', { name: 'Odhlásiť sa' }).click();
    await expect(toast(page, 'Odhlásenie prebehlo úspešne.')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Môj účet' })).toHaveCount(0);

    // reset by mail, then sign in with the new password
    const dataDir = process.env.E2E_DATA_DIR;
    test.skip(!dataDir, 'E2E_DATA_DIR names the server data dir that holds the mails');
    await page.goto('/reset-password');
    await expect(page.getByRole('link', { name: 'Registrovať firmu' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Späť na prihlásenie' })).toHaveAttribute('href', '/login');
    await expectNoSeriousA11yViolations(page);
    await page.getByLabel('E-mail').fill(company.email);
    await page.getByRole('button', { name: 'Poslať odkaz' }).click();
    await expect(toast(page, 'Na váš e-mail sme poslali odkaz na obnovenie hesla.')).toBeVisible();
    const link = await resetLinkFromMail(dataDir ?? '', company.email);
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: 'Nové heslo' })).toBeVisible();
    await page.getByLabel('Nové heslo', { exact: true }).fill('Kratke');
    await page.getByRole('button', { name: 'Uložiť nové heslo' }).click();
    await expect(toast(page, 'Formulár nie je vyplnený správne.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    const resetPassword = 'Obnovene789';
    await page.getByLabel('Nové heslo', { exact: true }).fill(resetPassword);
    await page.getByLabel('Nové heslo znova').fill(resetPassword);
    await page.getByRole('button', { name: 'Uložiť nové heslo' }).click();
    await expect(toast(page, 'Heslo bolo úspešne zmenené. Teraz sa môžete prihlásiť.')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await signIn(page, company.email, resetPassword);
    await expect(toast(page, `Vitajte, ${company.company} Prihlásenie prebehlo úspešne.`)).toBeVisible();

    // the used link is dead
    await page.goto(link);
    await page.getByLabel('Nové heslo', { exact: true }).fill(resetPassword);
    await page.getByLabel('Nové heslo znova').fill(resetPassword);
    await page.getByRole('button', { name: 'Uložiť nové heslo' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Odkaz na obnovenie hesla je neplatný' })).toBeVisible();
  });

  test('a guest opening any account URL lands on /login and returns there after signing in', async ({ page }) => {
    test.slow(); // eight page loads and a sign-in: about 25 s on a 2-core machine, near the 30 s default
    for (const path of [...ACCOUNT_PAGES, '/account/nieco']) {
      await page.goto(path);
      await expect(page).toHaveURL(`/login?next=${encodeURIComponent(path)}`);
    }
    await page.goto('/login?next=%2Faccount%2Faddresses');
    await expect(page.getByRole('link', { name: 'Zabudli ste heslo?' })).toHaveAttribute('href', '/reset-password');
    await expect(page.getByRole('link', { name: 'Registrovať firmu' })).toHaveAttribute('href', '/register');
    await signIn(page, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password, '/login?next=%2Faccount%2Faddresses');
    await expect(page).toHaveURL(/\/account\/addresses$/);
    await expect(page.getByRole('heading', { name: 'Fakturačná adresa' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('the demo customer signs in with signInAsDemo; an unknown account option is not found', async ({ page }) => {
    await signInAsDemo(page);
    await page.goto('/account');
    await expect(page.getByRole('heading', { name: `Dobrý deň, ${DEMO_CUSTOMER.company}` })).toBeVisible();
    await page.goto('/account/details');
    await expect(page.getByLabel('E-mail')).toHaveValue(DEMO_CUSTOMER.email);
    expect(await hasHorizontalScroll(page)).toBe(false);
    await expectNoSeriousA11yViolations(page);
    const missing = await page.goto('/account/nieco');
    expect(missing?.status()).toBe(404);
  });

  test('wrong password and unknown user are told apart beside the fields', async ({ page, request, baseURL }, info) => {
    const company = newCompany(info);
    await registerByApi(request, baseURL ?? '', company.email, company.password);
    await page.goto('/login');
    await page.getByLabel('E-mail').fill(`nikto-${company.email}`);
    await page.getByLabel('Heslo', { exact: true }).fill('Nieco1234');
    await page.getByRole('button', { name: 'Prihlásiť sa' }).click();
    await expect(page.getByLabel('E-mail')).toHaveAccessibleDescription('Používateľ s týmto e-mailom neexistuje.');
    await expect(toast(page, 'Používateľ s týmto e-mailom neexistuje.')).toBeVisible();
    await page.getByLabel('E-mail').fill(company.email);
    await page.getByLabel('Heslo', { exact: true }).fill('Nespravne1');
    await page.getByRole('button', { name: 'Prihlásiť sa' }).click();
    await expect(page.getByLabel('Heslo', { exact: true })).toHaveAccessibleDescription('Nesprávne heslo.');
    await expect(page).toHaveURL(/\/login$/);
    await expectNoSeriousA11yViolations(page);
  });

  test('account pages send no account data to guests, whatever headers try to skip the checks', async ({ request }) => {
    const tricks: Record<string, string>[] = [
      {},
      { 'x-middleware-subrequest': 'proxy:proxy:proxy:proxy:proxy' },
      { 'x-middleware-subrequest': 'middleware:middleware:middleware:middleware:middleware' },
      { RSC: '1' },
      { RSC: '1', 'Next-Router-Prefetch': '1' },
      { 'Next-Router-Prefetch': '1' },
    ];
    // ids that only the guarded sections render (message texts alone are in every page's i18n payload)
    // The greeting template travels with the messages (`{company}`, or `"Dobrý deň, ",["company"]` once
    // compiled at build); only a greeting with a name filled in is account data.
    const GUARDED = /id=\\?"(board|wishlist|orders|invoices|addresses|personal|password)-title|Dobrý deň, [^{"\\]/;
    for (const path of ACCOUNT_PAGES) {
      for (const headers of tricks) {
        // without cookies proxy.ts answers; a forged session cookie gets past it to the page's own guard
        for (const cookie of ['', 'sid=forged-session; auth_check=forged']) {
          for (const url of [path, `${path}?_rsc=abc12`]) {
            const response = await request.get(url, { headers: { ...headers, ...(cookie ? { Cookie: cookie } : {}) } });
            const body = await response.text();
            const where = `${url} ${JSON.stringify(headers)} ${cookie}`;
            expect(body, where).not.toMatch(GUARDED);
            expect(body, where).not.toContain(DEMO_CUSTOMER.company);
            const toLogin = new URL(response.url()).pathname === '/login' || body.includes('/login?next=');
            // a prefetch gets the static shell only (title and menu), which holds no redirect and no data
            if (!headers['Next-Router-Prefetch']) expect(toLogin, where).toBe(true);
          }
        }
      }
    }
  });
});
