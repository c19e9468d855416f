import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { expectNoSeriousA11yViolations, hasHorizontalScroll } from './support/axe';
import { signIn, signInAsDemo } from './support/login';
import { SIGN_UP_FILLERS } from '../support/sign-up-fillers';

/** A fresh company per test and project; only characters the .eml file name keeps. */
function newCompany(info: TestInfo) {
  const id = `${info.project.name}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}`;
  return { email: `e2e-forms-${id}@firma-test.sk`, company: `E2E Formuláre ${id} s.r.o.`, password: 'Formular123' };
}

const toasts = (page: Page) => page.getByRole('region', { name: 'Oznámenia' }).getByRole('listitem');
const toast = (page: Page, text: string) => toasts(page).filter({ hasText: text });

/** Screenshots for a person to look at, only when E2E_SHOTS_DIR names a folder. */
async function shot(page: Page, info: TestInfo, name: string) {
  const dir = process.env.E2E_SHOTS_DIR;
  if (dir) await page.screenshot({ path: `${dir}/${name}-${info.project.name}.png`, fullPage: true });
}

async function fillRegistration(page: Page, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) await page.getByLabel(label, { exact: true }).fill(value);
  await page.getByRole('checkbox').check();
}

const submitRegistration = (page: Page) => page.getByRole('button', { name: 'Zaregistrovať firmu' }).click();

test.describe('account forms', () => {
  test('registration checks the company identifiers, the phone and lengths; a repeated warning does not stack', async ({ page, request, baseURL }, info) => {
    const company = newCompany(info);
    await page.goto('/register');
    await fillRegistration(page, {
      'Názov firmy': 'x'.repeat(201),
      IČO: '12345678',
      DIČ: '201234567',
      'IČ DPH': '2012345678',
      'E-mail': company.email,
      Telefón: 'volajte ráno',
      Heslo: company.password,
      'Heslo znova': company.password,
    });
    await submitRegistration(page);
    const warning = toast(page, 'Formulár nie je vyplnený správne.');
    await expect(warning).toHaveCount(1);
    await expect(page.getByLabel('Názov firmy')).toHaveAccessibleDescription('Zadajte najviac 200 znakov.');
    await expect(page.getByLabel('IČO')).toHaveAccessibleDescription('Zadajte platné IČO: 8 číslic, posledná je kontrolná.');
    await expect(page.getByLabel('DIČ', { exact: true })).toHaveAccessibleDescription('Zadajte DIČ: 10 číslic.');
    await expect(page.getByLabel('IČ DPH')).toHaveAccessibleDescription('Zadajte IČ DPH v tvare SK a 10 číslic.');
    await expect(page.getByLabel('Telefón')).toHaveAccessibleDescription('Zadajte telefónne číslo, napríklad +421 905 123 456.');

    // the second submit is done once it has focused the first bad field again (the click moved focus to the button)
    await submitRegistration(page);
    await expect(page.getByLabel('Názov firmy')).toBeFocused();
    await expect(warning).toHaveCount(1);
    expect(await hasHorizontalScroll(page)).toBe(false);
    await expectNoSeriousA11yViolations(page);
    await shot(page, info, 'register-errors');

    // the backend applies the same checks to a call that skips the form
    const response = await request.post('/admin/v1/sign/up', {
      headers: { Origin: baseURL ?? '' },
      data: {
        phone: '12',
        email: company.email,
        password: company.password,
        companyName: 'E2E API s.r.o.',
        companyId: '12345678',
        vatRegistrationId: '2',
        extVatRegistrationId: 'CZ2121234567',
        personalDataCheckbox: true,
        ...SIGN_UP_FILLERS,
      },
    });
    expect(response.status()).toBe(400);
    const keys = ((await response.json()) as { error: { key: string }[] }).error.map((item) => item.key);
    expect(keys.sort()).toEqual(['companyId', 'extVatRegistrationId', 'phone', 'vatRegistrationId']);
  });

  test('registration signs the company in; /login and /register lead to the account; saved names greet it next time', async ({ page }, info) => {
    test.slow(); // a registration, two sign-ins and six page loads on a 2-core machine
    const company = newCompany(info);
    await page.goto('/register');
    // identifiers as typed from paper: spaces and a lower-case "sk" are fine
    await fillRegistration(page, {
      'Názov firmy': company.company,
      IČO: '51 234 564',
      DIČ: '2121 234 567',
      'IČ DPH': 'sk2121234567',
      'E-mail': company.email,
      Telefón: '0905 123 456',
      Heslo: company.password,
      'Heslo znova': company.password,
    });
    await submitRegistration(page);
    // two password hashes (registration, sign-in): wait for the form to send the browser home
    await page.waitForURL((url) => url.pathname === '/');
    // one full stop after 's.r.o.'
    await expect(toast(page, `Registrácia prebehla úspešne. Vitajte, ${company.company}`)).toHaveText(
      new RegExp(`Vitajte, ${company.company.replace(/\./g, '\\.')}$`),
    );

    // signed in: the account pages open, and /login and /register lead to them
    for (const path of ['/login', '/register']) {
      await page.goto(path);
      // the page asks for the session, then goes on: a navigation to wait for, like a sign-in's
      await page.waitForURL((url) => url.pathname === '/account');
      await expect(page.getByRole('heading', { level: 1, name: 'Môj účet' })).toBeVisible();
    }

    // the personal details save; a required name left empty is refused first
    await page.goto('/account/details');
    const personal = page.locator('form').filter({ has: page.getByRole('button', { name: 'Uložiť údaje' }) });
    await expect(personal.getByLabel('E-mail')).toHaveAttribute('readonly', '');
    await personal.getByLabel('Meno', { exact: true }).fill('Ján');
    await personal.getByRole('button', { name: 'Uložiť údaje' }).click();
    await expect(personal.getByLabel('Priezvisko')).toHaveAccessibleDescription('Toto pole je povinné.');
    await personal.getByLabel('Priezvisko').fill('Novák');
    await personal.getByLabel('Zobrazované meno').fill('Ján z montáží');
    await personal.getByRole('button', { name: 'Uložiť údaje' }).click();
    await expect(toast(page, 'Osobné údaje boli uložené.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await shot(page, info, 'profile-saved');
    await page.reload();
    await expect(personal.getByLabel('Meno', { exact: true })).toHaveValue('Ján');
    await expect(personal.getByLabel('Priezvisko')).toHaveValue('Novák');
    await expect(personal.getByLabel('Zobrazované meno')).toHaveValue('Ján z montáží');

    // signed out, the login page is the guests' page again; the next sign-in greets by name
    await page.getByRole('navigation', { name: 'Sekcie účtu' }).getByRole('link', { name: 'Odhlásiť sa' }).click();
    await expect(toast(page, 'Odhlásenie prebehlo úspešne.')).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Môj účet' })).toHaveCount(0);
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Prihlásenie' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await shot(page, info, 'login');
    await signIn(page, company.email, company.password);
    await expect(toast(page, 'Vitajte, Ján Novák. Prihlásenie prebehlo úspešne.')).toBeVisible();
  });

  test('where the upstream lacks the profile save, the details turn read-only with a note, not an error', async ({ page }, info) => {
    await signInAsDemo(page);
    // an upstream without the extension answers its own 404 page; the demo customer stays as seeded
    await page.route('**/admin/v1/x/customer/profile', (route) =>
      route.request().method() === 'PATCH' ? route.fulfill({ status: 404, contentType: 'text/html', body: '<h1>Not Found</h1>' }) : route.fallback(),
    );
    await page.goto('/account/details');
    const personal = page.locator('form').filter({ has: page.getByLabel('Zobrazované meno') });
    await personal.getByRole('button', { name: 'Uložiť údaje' }).click();
    await expect(personal.getByRole('status')).toHaveText('Tieto údaje tu zatiaľ nemôžete zmeniť. Ak ich potrebujete upraviť, napíšte nám.');
    await expect(personal.getByRole('button', { name: 'Uložiť údaje' })).toHaveCount(0);
    await expect(personal.getByLabel('Meno', { exact: true })).toHaveAttribute('readonly', '');
    // rendered with the note: an error toast would have come with it
    await expect(toasts(page).filter({ hasText: 'Chyba' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await shot(page, info, 'profile-read-only');
  });
});
