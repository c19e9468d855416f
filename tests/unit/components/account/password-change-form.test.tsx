import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PasswordChangeForm } from '@/components/account/password-change-form';
import { clearToasts, getToasts } from '@/lib/browser/toast-store';
import { renderWithIntl } from '../render-with-intl';
import { failure, fakeApi, json } from '../auth/api-mock';

jest.mock('@/lib/browser/api', () => jest.requireActual('../auth/api-mock').fakeBrowserApi);

async function change(old: string, password: string, repeat = password) {
  const user = userEvent.setup();
  renderWithIntl(<PasswordChangeForm />);
  if (old) await user.type(screen.getByLabelText('Súčasné heslo'), old);
  if (password) await user.type(screen.getByLabelText('Nové heslo'), password);
  if (repeat) await user.type(screen.getByLabelText('Nové heslo znova'), repeat);
  await user.click(screen.getByRole('button', { name: 'Zmeniť heslo' }));
}

beforeEach(() => {
  fakeApi.calls.length = 0;
  fakeApi.reply = () => json({ success: true });
});
afterEach(() => act(() => clearToasts()));

describe('PasswordChangeForm', () => {
  it('validates old, new (min 8) and the repeat before sending', async () => {
    await change('', 'kratke', 'ine');
    expect(screen.getByText('Toto pole je povinné.')).toBeInTheDocument();
    expect(screen.getByText('Zadajte aspoň 8 znakov.')).toBeInTheDocument();
    expect(screen.getByText('Heslá sa nezhodujú.')).toBeInTheDocument();
    expect(fakeApi.calls).toEqual([]);
  });

  it("a wrong old password (key 'old') marks the old-password field", async () => {
    fakeApi.reply = () => failure(400, 'old', 'messages.validation.password.incorrect');
    await change('zle-heslo', 'NoveHeslo1');
    expect(fakeApi.calls[0]).toEqual({ method: 'PATCH', path: '/customer/password', body: { old: 'zle-heslo', password: 'NoveHeslo1' } });
    const old = screen.getByLabelText('Súčasné heslo');
    expect(old).toHaveAttribute('aria-invalid', 'true');
    expect(old).toHaveAccessibleDescription('Nesprávne heslo.');
    expect(getToasts()).toEqual([]);
  });

  it('other errors: the generic toast', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    fakeApi.reply = () => failure(500, 'server', 'messages.server.error');
    await change('Demo1234!', 'NoveHeslo1');
    expect(getToasts().at(-1)).toMatchObject({ variant: 'error', message: 'genericError', screen: 'profile' });
  });

  it('success: toast for 5 s and the form emptied', async () => {
    await change('Demo1234!', 'NoveHeslo1');
    expect(getToasts().at(-1)).toMatchObject({ variant: 'success', message: 'passwordChanged', timeout: 5000 });
    expect(screen.getByLabelText('Súčasné heslo')).toHaveValue('');
    expect(screen.getByLabelText('Nové heslo')).toHaveValue('');
  });
});
