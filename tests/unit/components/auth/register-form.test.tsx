import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RegisterForm } from '@/components/auth/register-form';
import { clearToasts, getToasts } from '@/lib/browser/toast-store';
import { SIGN_UP_FILLERS } from '@/tests/support/sign-up-fillers';
import { renderWithIntl } from '../render-with-intl';
import { DEMO_USER, failure, fakeApi, json } from './api-mock';

const mockPush = jest.fn();

jest.mock('next/navigation', () => ({ useRouter: () => ({ push: mockPush, replace: jest.fn(), refresh: jest.fn() }) }));
jest.mock('@/lib/browser/api', () => jest.requireActual('./api-mock').fakeBrowserApi);

const VALID: Record<string, string> = {
  'Názov firmy': 'Test Alarm s.r.o.',
  IČO: '12345679',
  DIČ: '2012345678',
  'IČ DPH': 'SK2012345678',
  'E-mail': 'nova@firma.sk',
  Telefón: '+421 900 123 456',
  Heslo: 'Heslo1234',
  'Heslo znova': 'Heslo1234',
};

async function fill(values: Record<string, string>, tick = true, paste = false) {
  const user = userEvent.setup();
  for (const [label, value] of Object.entries(values)) {
    // pasting is one event where typing is one per character (a 201-character name)
    if (paste) {
      await user.click(screen.getByLabelText(label));
      await user.paste(value);
    } else await user.type(screen.getByLabelText(label), value);
  }
  if (tick) await user.click(screen.getByRole('checkbox'));
  return user;
}

const submit = (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'Zaregistrovať firmu' }));
const lastToast = () => getToasts().at(-1);

beforeEach(() => {
  fakeApi.calls.length = 0;
  mockPush.mockReset();
  fakeApi.reply = () => json({ success: true });
});
afterEach(() => act(() => clearToasts()));

describe('RegisterForm', () => {
  it('shows errors only after the first submit, then a formInvalid warning', async () => {
    renderWithIntl(<RegisterForm />);
    const user = await fill({ 'E-mail': 'zly-email' }, false);
    await user.tab();
    expect(screen.queryByText('Zadajte platnú e-mailovú adresu.')).not.toBeInTheDocument();
    expect(screen.queryByText('Toto pole je povinné.')).not.toBeInTheDocument();
    await submit(user);
    expect(screen.getByText('Zadajte platnú e-mailovú adresu.')).toBeInTheDocument();
    expect(screen.getAllByText('Toto pole je povinné.')).toHaveLength(6);
    expect(screen.getByText('Bez tohto súhlasu nie je možné pokračovať.')).toBeInTheDocument();
    expect(lastToast()).toMatchObject({ variant: 'warning', message: 'formInvalid' });
    expect(fakeApi.calls).toEqual([]);
  });

  it('requires a matching repeat and a password of at least 8 characters', async () => {
    renderWithIntl(<RegisterForm />);
    const user = await fill({ ...VALID, Heslo: 'kratke', 'Heslo znova': 'ine-heslo' });
    await submit(user);
    expect(screen.getByText('Zadajte aspoň 8 znakov.')).toBeInTheDocument();
    expect(screen.getByText('Heslá sa nezhodujú.')).toBeInTheDocument();
    expect(screen.getByLabelText('Heslo znova')).toHaveAttribute('aria-invalid', 'true');
    expect(fakeApi.calls).toEqual([]);
  });

  it('requires the personal-data checkbox, which links to the privacy page', async () => {
    renderWithIntl(<RegisterForm />);
    expect(screen.getByRole('link', { name: 'spracovaním osobných údajov' })).toHaveAttribute('href', '/page/sk/ochrana-osobnych-udajov');
    const user = await fill(VALID, false);
    await submit(user);
    expect(screen.getByRole('checkbox')).toHaveAttribute('aria-invalid', 'true');
    expect(fakeApi.calls).toEqual([]);
    await user.click(screen.getByRole('checkbox'));
    expect(screen.queryByText('Bez tohto súhlasu nie je možné pokračovať.')).not.toBeInTheDocument();
  });

  it('sends the spec payload with its fillers, signs the new customer in, greets with one full stop and goes home', async () => {
    fakeApi.reply = (call) =>
      call.path === '/sign/in' ? json({ success: true, user: { ...DEMO_USER, company_name: 'Test Alarm s.r.o.' } }) : json({ success: true });
    renderWithIntl(<RegisterForm />);
    await submit(await fill(VALID));
    expect(fakeApi.calls.map((call) => call.path).slice(0, 2)).toEqual(['/sign/up', '/sign/in']);
    expect(fakeApi.calls[1]?.body).toEqual({ email: 'nova@firma.sk', password: 'Heslo1234' });
    expect(fakeApi.calls[0]).toMatchObject({ method: 'POST', path: '/sign/up' });
    expect(fakeApi.calls[0]?.body).toEqual({
      phone: '+421 900 123 456',
      email: 'nova@firma.sk',
      password: 'Heslo1234',
      companyName: 'Test Alarm s.r.o.',
      companyId: '12345679',
      vatRegistrationId: '2012345678',
      extVatRegistrationId: 'SK2012345678',
      personalDataCheckbox: true,
      ...SIGN_UP_FILLERS,
    });
    expect(lastToast()).toMatchObject({ variant: 'success', message: 'registerSuccess', values: { name: 'Test Alarm s.r.o' } });
    expect(mockPush).toHaveBeenCalledWith('/');
  });

  it('an account that waits for activation is not signed in: its own success toast, then home', async () => {
    fakeApi.reply = (call) => (call.path === '/sign/in' ? failure(403, 'email', 'messages.validation.email.notAllowed') : json({ success: true }));
    renderWithIntl(<RegisterForm />);
    await submit(await fill(VALID));
    expect(lastToast()).toMatchObject({ variant: 'success', message: 'registerAwaitingActivation' });
    expect(mockPush).toHaveBeenCalledWith('/');
  });

  it('checks the company identifiers and the phone, and names the length limit', async () => {
    renderWithIntl(<RegisterForm />);
    const user = await fill(
      {
        ...VALID,
        'Názov firmy': 'x'.repeat(201),
        IČO: '12345678',
        DIČ: '201234567',
        'IČ DPH': '2012345678',
        Telefón: 'volajte ráno',
      },
      true,
      true,
    );
    await submit(user);
    expect(screen.getByLabelText('Názov firmy')).toHaveAccessibleDescription('Zadajte najviac 200 znakov.');
    expect(screen.getByLabelText('IČO')).toHaveAccessibleDescription('Zadajte platné IČO: 8 číslic, posledná je kontrolná.');
    expect(screen.getByLabelText('DIČ')).toHaveAccessibleDescription('Zadajte DIČ: 10 číslic.');
    expect(screen.getByLabelText('IČ DPH')).toHaveAccessibleDescription('Zadajte IČ DPH v tvare SK a 10 číslic.');
    expect(screen.getByLabelText('Telefón')).toHaveAccessibleDescription('Zadajte telefónne číslo, napríklad +421 905 123 456.');
    expect(fakeApi.calls).toEqual([]);
  });

  it('marks the fields a backend refuses with a validation code', async () => {
    fakeApi.reply = () => failure(400, 'companyId', 'messages.validation.companyId.invalidCompanyId');
    renderWithIntl(<RegisterForm />);
    await submit(await fill(VALID));
    expect(screen.getByLabelText('IČO')).toHaveAccessibleDescription('Zadajte platné IČO: 8 číslic, posledná je kontrolná.');
    expect(lastToast()).toMatchObject({ variant: 'warning', message: 'formInvalid' });
    expect(mockPush).not.toHaveBeenCalled();
  });

  it('an existing e-mail: warning userAlreadyExists and the e-mail marked', async () => {
    fakeApi.reply = () => failure(409, 'email', 'messages.validation.email.exists');
    renderWithIntl(<RegisterForm />);
    await submit(await fill(VALID));
    expect(lastToast()).toMatchObject({ variant: 'warning', message: 'userAlreadyExists' });
    expect(screen.getByText('Účet s týmto e-mailom už existuje.')).toBeInTheDocument();
    expect(mockPush).not.toHaveBeenCalled();
  });
});
