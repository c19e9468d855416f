import { expect, test, type Browser, type Locator, type Page, type TestInfo } from '@playwright/test';
import { expectNoSeriousA11yViolations, hasHorizontalScroll } from './support/axe';
import { originOf } from './support/fresh-customer';
import { DEMO_CUSTOMER } from './support/login';
import { invitationFromMail } from './support/mailbox';
import { shot } from './support/shot';

// Issue 46 item 1 (docs/decisions/059-company-accounts.md): the owner invites a colleague by mail,
// changes their role and removes them; each role sees only what it may.

const PRODUCT = 'ip-kamera-hikvision-ds-2cd2043g2-i-28';
const PASSWORD = 'Kolega-heslo-46';
const FORBIDDEN = [{ key: 'user', code: 'messages.user.forbidden' }];
const main = (page: Page) => page.getByRole('main');
const toasts = (page: Page) => page.getByRole('region', { name: 'Oznámenia' });
const accountMenu = (page: Page) => page.getByRole('navigation', { name: 'Sekcie účtu' });
const dataDir = () => process.env.E2E_DATA_DIR ?? '';

/** A colleague's address of its own per run, project and mode (the demo company is shared by every test); only characters the .eml name keeps. */
function colleagueEmail(info: TestInfo, prefix: string) {
  return `e2e-${prefix}-${info.project.name}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@firma-test.sk`;
}

async function signInByApi(page: Page, info: TestInfo, email: string, password: string) {
  const signedIn = await page.request.post('/admin/v1/sign/in', { headers: { Origin: originOf(info) }, data: { email, password } });
  expect(signedIn.status()).toBe(200);
}

/** A second browser of the same viewport for the invitee, with cookies of its own. */
async function inviteeBrowser(browser: Browser, info: TestInfo) {
  const context = await browser.newContext({ ...info.project.use });
  return { context, page: await context.newPage() };
}

/**
 * The owner's people page, ready for clicks: the menu shows the owner's people item only once the page
 * has hydrated and knows who is signed in (the server's HTML has buttons a click would be lost on).
 */
async function openPeoplePage(page: Page, how: 'goto' | 'reload' = 'goto') {
  if (how === 'goto') await page.goto('/account/people');
  else await page.reload();
  await expect(accountMenu(page).getByRole('link', { name: 'Ľudia vo firme' })).toBeVisible();
}

/** Every button and field shown in `scope` is a full tap target (44 px tall), on a phone and on a wide screen alike. */
async function expectTapTargets(scope: Locator) {
  for (const control of await scope.locator('button, select, input').filter({ visible: true }).all()) {
    const box = await control.boundingBox();
    expect(box?.height ?? 0, await control.evaluate((e) => e.outerHTML.slice(0, 120))).toBeGreaterThanOrEqual(44);
  }
}

/** The owner invites `email` on /account/people (already open); the pending invitation's row. */
async function inviteOnPage(page: Page, email: string, role: 'buyer' | 'accountant', limit: string) {
  const invite = main(page).getByRole('form', { name: 'Pozvať kolegu' });
  await invite.getByLabel('E-mail').fill(email);
  await invite.getByLabel('Rola').selectOption(role);
  if (role === 'buyer') await invite.getByLabel('Limit bez DPH (€)').fill(limit);
  await invite.getByRole('button', { name: 'Poslať pozvánku' }).click();
  await expect(toasts(page).getByText(`Pozvánka bola odoslaná na ${email}.`)).toBeVisible();
  await expect(invite.getByLabel('E-mail')).toHaveValue('');
  return main(page).getByRole('list', { name: 'Čakajúce pozvánky' }).getByRole('listitem').filter({ hasText: email });
}

test.describe('people of a company', () => {
  test('the owner invites a buyer by mail, makes them an accountant and removes them; each sees only what the role allows', async ({ page, browser }, info) => {
    test.setTimeout(150_000);
    const email = colleagueEmail(info, 'kolega');
    await signInByApi(page, info, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    await openPeoplePage(page);
    await expect(main(page).getByRole('heading', { name: 'Ľudia vo firme' })).toBeVisible();
    await expect(accountMenu(page).getByRole('link', { name: 'Schvaľovanie' })).toBeVisible();
    const people = main(page).getByRole('list', { name: 'Ľudia vo firme' });
    await expect(people.getByRole('listitem').filter({ hasText: DEMO_CUSTOMER.email })).toContainText('Majiteľ');

    const pending = await inviteOnPage(page, email, 'buyer', '250');
    await expect(pending).toContainText('Nákupca');
    await expect(pending).toContainText('Limit 250,00 € bez DPH');
    await expect(pending).toContainText('Platí do');
    expect(await hasHorizontalScroll(page)).toBe(false);
    await expectNoSeriousA11yViolations(page);
    await expectTapTargets(main(page).getByRole('region', { name: 'Ľudia vo firme' }));
    await shot(page, info, 'people-invited');

    const mail = await invitationFromMail(dataDir(), email);
    expect(mail.text).toContain(`do firemného účtu ${DEMO_CUSTOMER.company}`);
    expect(mail.text).toContain('s rolou nákupca');
    expect(mail.text).toContain('Odkaz platí 7 dní');

    const invitee = await inviteeBrowser(browser, info);
    try {
      const person = invitee.page;
      const opened = await person.goto(mail.link);
      expect(opened?.headers()['cache-control']).toContain('no-store');
      await expect(person.getByRole('heading', { level: 1, name: 'Pozvánka do firemného účtu' })).toBeVisible();
      await expect(main(person).getByText(`${DEMO_CUSTOMER.company} vás pozýva ako nákupcu.`, { exact: false })).toBeVisible();
      await expect(main(person).getByRole('heading', { name: 'Čo môžete ako nákupca' })).toBeVisible();
      const form = main(person).locator('form');
      await expect(form.getByLabel('Prihlasovací e-mail')).toHaveValue(email);
      expect(await hasHorizontalScroll(person)).toBe(false);
      await expectNoSeriousA11yViolations(person);
      await shot(person, info, 'invitation');

      // an empty form is refused in place, in Slovak
      await form.getByRole('button', { name: 'Prijať pozvánku' }).click();
      await expect(form.getByText('Toto pole je povinné.').first()).toBeVisible();
      await form.getByLabel('Meno').fill('Martin');
      await form.getByLabel('Priezvisko').fill('Kolega');
      await form.getByLabel('Nové heslo', { exact: true }).fill(PASSWORD);
      await form.getByLabel('Nové heslo znova').fill(PASSWORD);
      await form.getByRole('button', { name: 'Prijať pozvánku' }).click();
      await expect(person).toHaveURL(/\/account$/);
      await expect(toasts(person).getByText(`Vitajte vo firemnom účte ${DEMO_CUSTOMER.company}`)).toBeVisible();
      await expect(person.getByRole('banner').getByRole('link', { name: 'Môj účet' })).toBeVisible();

      // a buyer: orders and the quick order, neither people nor approvals, and the people call refused
      await expect(accountMenu(person).getByRole('link', { name: 'Objednávky' })).toBeVisible();
      await expect(accountMenu(person).getByRole('link', { name: 'Rýchla objednávka' })).toBeVisible();
      await expect(accountMenu(person).getByRole('link', { name: 'Ľudia vo firme' })).toHaveCount(0);
      await expect(accountMenu(person).getByRole('link', { name: 'Schvaľovanie' })).toHaveCount(0);
      const refused = await person.request.get('/admin/v1/x/company/people');
      expect(refused.status()).toBe(403);
      expect((await refused.json()).error).toEqual(FORBIDDEN);
      await person.goto('/account/people');
      await expect(main(person).getByRole('alert')).toHaveText('Ľudí vo firme spravuje len majiteľ firemného účtu.');

      // the link is spent: a clear page, not an error
      await person.goto(mail.link);
      await expect(person.getByRole('heading', { level: 1, name: 'Pozvánka už neplatí' })).toBeVisible();
      await expect(main(person).getByText('Táto pozvánka už bola prijatá. Prihláste sa svojím e-mailom a heslom.')).toBeVisible();

      // the owner makes the buyer an accountant
      await openPeoplePage(page, 'reload');
      const row = people.getByRole('listitem').filter({ hasText: email });
      await expect(row).toContainText('Martin Kolega');
      await expect(row).toContainText('Nákupca');
      await expect(row).toContainText('Limit 250,00 € bez DPH');
      const editButton = row.getByRole('button', { name: 'Zmeniť rolu a limit: Martin Kolega' });
      await editButton.click();
      const edit = row.getByRole('form', { name: 'Zmeniť rolu a limit: Martin Kolega' });
      await expect(edit.getByLabel('Rola')).toBeFocused();
      await expect(edit.getByLabel('Limit bez DPH (€)')).toHaveValue('250');
      expect(await hasHorizontalScroll(page)).toBe(false);
      await expectTapTargets(row);
      await shot(page, info, 'people-edit');
      await edit.getByLabel('Rola').selectOption('accountant');
      await expect(edit.getByLabel('Limit bez DPH (€)')).toBeDisabled();
      await edit.getByRole('button', { name: 'Uložiť' }).click();
      await expect(toasts(page).getByText('Rola a limit boli uložené.')).toBeVisible();
      await expect(row).toContainText('Účtovník');
      await expect(row).not.toContainText('Limit');
      await expect(editButton).toBeFocused();

      // an accountant: invoices, no quick order anywhere, and the cart refuses them
      await person.goto('/account/invoices');
      await expect(accountMenu(person).getByRole('link', { name: 'Faktúry' })).toBeVisible();
      await expect(accountMenu(person).getByRole('link', { name: 'Rýchla objednávka' })).toHaveCount(0);
      await expect(person.getByRole('banner').getByRole('link', { name: 'Rýchla objednávka' })).toHaveCount(0);
      const detail = await (await person.request.get(`/admin/v1/product/detail/url/${PRODUCT}/sk`)).json();
      const add = await person.request.put('/admin/v1/basket/add', {
        headers: { Origin: originOf(info) },
        data: { basket: null, product: detail.product.id, quantity: 1 },
      });
      expect(add.status()).toBe(403);
      expect((await add.json()).error).toEqual(FORBIDDEN);
      await person.goto('/rychla-objednavka');
      await expect(main(person).getByText('Ako účtovník firmy objednávky nezadávate.', { exact: false })).toBeVisible();
      await person.goto('/account/invoices');
      await expect(accountMenu(person).getByRole('link', { name: 'Faktúry' })).toHaveAttribute('aria-current', 'page');

      // the owner removes the person: their next page is signed out
      await row.getByRole('button', { name: 'Odobrať: Martin Kolega' }).click();
      const confirm = row.getByRole('alertdialog', { name: 'Odobrať: Martin Kolega' });
      await expect(confirm).toContainText('Naozaj odobrať Martin Kolega?');
      await expect(confirm.getByRole('button', { name: 'Áno, odobrať' })).toBeFocused();
      expect(await hasHorizontalScroll(page)).toBe(false);
      await expectTapTargets(row);
      await shot(page, info, 'people-remove');
      await confirm.getByRole('button', { name: 'Áno, odobrať' }).click();
      await expect(toasts(page).getByText('Martin Kolega už nemá prístup do firemného účtu.')).toBeVisible();
      await expect(row).toContainText('Odobratý');
      await expect(row.getByRole('button')).toHaveCount(0);

      await accountMenu(person).getByRole('link', { name: 'Objednávky' }).click();
      await expect(person).toHaveURL(/\/login\?next=%2Faccount%2Forders$/);
      await expect(person.getByRole('heading', { level: 1, name: 'Prihlásenie' })).toBeVisible();
      expect((await person.request.get('/admin/v1/sign/user')).status()).toBe(401);
      const login = main(person)
        .locator('form')
        .filter({ has: person.getByRole('button', { name: 'Prihlásiť sa' }) });
      await login.getByLabel('E-mail').fill(email);
      await login.getByLabel('Heslo', { exact: true }).fill(PASSWORD);
      await login.getByRole('button', { name: 'Prihlásiť sa' }).click();
      await expect(login.getByText('Majiteľ firemného účtu vás z firmy odobral. Ak prístup potrebujete, požiadajte ho o novú pozvánku.')).toBeVisible();
      await expect(toasts(person).getByText('Váš prístup do firemného účtu bol zrušený.')).toBeVisible();
      await expect(person).toHaveURL(/\/login/);
      await shot(person, info, 'removed-sign-in');
    } finally {
      await invitee.context.close();
    }
  });

  test('an expired or unknown invitation link shows a clear Slovak page, not an error', async ({ page, browser }, info) => {
    const email = colleagueEmail(info, 'neskoro');
    await signInByApi(page, info, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    await openPeoplePage(page);
    const pending = await inviteOnPage(page, email, 'accountant', '');
    await expect(pending).toContainText('Účtovník');
    const { link } = await invitationFromMail(dataDir(), email);
    const lapsed = await page.request.post('/admin/v1/test-hooks/company/invitation/lapse', { headers: { Origin: originOf(info) }, data: { email } });
    expect(lapsed.status()).toBe(200);

    const invitee = await inviteeBrowser(browser, info);
    try {
      const person = invitee.page;
      const expired = await person.goto(link);
      expect(expired?.status()).toBe(200);
      await expect(person.getByRole('heading', { level: 1, name: 'Pozvánka už neplatí' })).toBeVisible();
      await expect(main(person).getByTestId('invitation-closed')).toContainText(
        'Platnosť odkazu vypršala. Požiadajte majiteľa firemného účtu o novú pozvánku.',
      );
      await expect(main(person).getByRole('link', { name: 'Prihlásiť sa' })).toHaveAttribute('href', '/login');
      expect(await hasHorizontalScroll(person)).toBe(false);
      await shot(person, info, 'invitation-expired');

      await person.goto(`/pozvanka/${'x'.repeat(43)}`);
      await expect(person.getByRole('heading', { level: 1, name: 'Pozvánka už neplatí' })).toBeVisible();
      await expect(main(person).getByTestId('invitation-closed')).toContainText('Odkaz je neplatný alebo bol nahradený novšou pozvánkou.');
    } finally {
      await invitee.context.close();
    }

    // the owner sees it lapsed and cancels it
    await openPeoplePage(page, 'reload');
    await expect(pending).toContainText('Platnosť vypršala');
    await pending.getByRole('button', { name: `Zrušiť pozvánku pre ${email}` }).click();
    await expect(toasts(page).getByText('Pozvánka bola zrušená.')).toBeVisible();
    await expect(pending).toHaveCount(0);
  });
});
