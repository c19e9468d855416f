import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LoginForm } from '@/components/auth/login-form';
import { clearToasts, getToasts } from '@/lib/browser/toast-store';
import { renderWithIntl } from '../render-with-intl';
import { DEMO_USER, failure, fakeApi, json } from './api-mock';

const mockReplace = jest.fn();

jest.mock('next/navigation', () => ({ useRouter: () => ({ replace: mockReplace, push: jest.fn(), refresh: jest.fn() }) }));
jest.mock('@/lib/browser/api', () => jest.requireActual('./api-mock').fakeBrowserApi);

async function submit(email: string, password: string) {
  const user = userEvent.setup();
  renderWithIntl(<LoginForm />);
  if (email) await user.type(screen.getByLabelText('E-mail'), email);
  if (password) await user.type(screen.getByLabelText('Heslo'), password);
  await user.click(screen.getByRole('button', { name: 'Prihlásiť sa' }));
}

const lastToast = () => getToasts().at(-1);

beforeEach(() => {
  fakeApi.calls.length = 0;
  mockReplace.mockReset();
  window.history.replaceState(null, '', '/login');
});
afterEach(() => act(() => clearToasts()));

describe('LoginForm', () => {
  it('requires both fields and sends nothing', async () => {
    await submit('', '');
    expect(screen.getAllByText('Toto pole je povinné.')).toHaveLength(2);
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true');
    expect(fakeApi.calls).toEqual([]);
  });

  it('signs in, greets with the company when there is no name, and returns to a safe `next`', async () => {
    window.history.replaceState(null, '', '/login?next=%2Faccount%2Forders');
    fakeApi.reply = (call) => (call.path === '/sign/in' ? json({ success: true, user: DEMO_USER }) : json({ success: true }));
    await submit('demo@securitech.sk', 'Demo1234!');
    expect(fakeApi.calls[0]).toEqual({ method: 'POST', path: '/sign/in', body: { email: 'demo@securitech.sk', password: 'Demo1234!' } });
    expect(lastToast()).toMatchObject({ variant: 'success', message: 'loginSuccess', values: { name: 'Alarm Servis Slovakia s.r.o' } });
    expect(mockReplace).toHaveBeenCalledWith('/account/orders');
  });

  it('goes home when `next` points elsewhere', async () => {
    window.history.replaceState(null, '', '/login?next=%2F%2Fevil.example');
    fakeApi.reply = () => json({ success: true, user: { ...DEMO_USER, first_name: 'Ján', last_name: 'Novák' } });
    await submit('demo@securitech.sk', 'Demo1234!');
    expect(lastToast()?.values).toEqual({ name: 'Ján Novák' });
    expect(mockReplace).toHaveBeenCalledWith('/');
  });

  it.each([
    ['unknown user', failure(401, 'email', 'messages.validation.email.notExists'), 'userNotExists', 'E-mail', 'Používateľ s týmto e-mailom neexistuje.'],
    ['wrong password', failure(401, 'password', 'messages.validation.password.incorrect'), 'wrongPassword', 'Heslo', 'Nesprávne heslo.'],
    ['not activated', failure(403, 'email', 'messages.validation.email.notAllowed'), 'userNotActivated', 'E-mail', 'Tento účet ešte nie je aktivovaný.'],
    [
      'removed from the company',
      failure(403, 'email', 'messages.company.removed'),
      'userRemoved',
      'E-mail',
      'Majiteľ firemného účtu vás z firmy odobral. Ak prístup potrebujete, požiadajte ho o novú pozvánku.',
    ],
  ])('%s: warning toast and the field marked', async (_, response, toast, label, text) => {
    fakeApi.reply = () => response;
    await submit('demo@securitech.sk', 'zlé-heslo');
    expect(lastToast()).toMatchObject({ variant: 'warning', message: toast });
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
    expect(mockReplace).not.toHaveBeenCalled();
  });

  it('rate limited: the rate-limit warning', async () => {
    fakeApi.reply = () => failure(429, 'rateLimit', 'messages.rateLimit.tooMany');
    await submit('demo@securitech.sk', 'zlé-heslo');
    expect(lastToast()).toMatchObject({ variant: 'warning', message: 'rateLimited' });
  });

  it('a sign-in rush (503 busy): the Slovak try-again warning, not an error', async () => {
    fakeApi.reply = () => failure(503, 'busy', 'messages.busy.tryAgain');
    await submit('demo@securitech.sk', 'Demo1234!');
    expect(lastToast()).toMatchObject({ variant: 'warning', message: 'busy' });
    expect(mockReplace).not.toHaveBeenCalled();
  });

  it('any other failure: the generic error toast naming the screen', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    fakeApi.reply = () => failure(500, 'server', 'messages.server.error');
    await submit('demo@securitech.sk', 'Demo1234!');
    expect(lastToast()).toMatchObject({ variant: 'error', message: 'genericError', screen: 'login', detail: ['[server] messages.server.error'] });
  });
});
