import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ProfileForm } from '@/components/account/profile-form';
import { clearToasts, getToasts } from '@/lib/browser/toast-store';
import { renderWithIntl } from '../render-with-intl';
import { failure, fakeApi, json } from '../auth/api-mock';

jest.mock('@/lib/browser/api', () => jest.requireActual('../auth/api-mock').fakeBrowserApi);

const DEFAULTS = { firstName: 'Peter', lastName: 'Kováč', displayName: 'Peter Kováč', email: 'demo@securitech.sk' };
const saved = (names: { first_name: string; last_name: string; display_name: string }) =>
  json({ success: true, customer: { username: 'demo@securitech.sk', email: 'demo@securitech.sk', company_name: 'Alarm Servis Slovakia s.r.o.', ...names } });
const save = () => screen.getByRole('button', { name: 'Uložiť údaje' });
const lastToast = () => getToasts().at(-1);

beforeEach(() => {
  fakeApi.calls.length = 0;
});
afterEach(() => act(() => clearToasts()));

describe('ProfileForm', () => {
  it('saves the names (never the e-mail) and shows the success toast', async () => {
    fakeApi.reply = () => saved({ first_name: 'Ján', last_name: 'Kováč', display_name: 'Peter Kováč' });
    const user = userEvent.setup();
    renderWithIntl(<ProfileForm defaults={DEFAULTS} editable />);
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('readonly');
    await user.clear(screen.getByLabelText('Meno'));
    await user.type(screen.getByLabelText('Meno'), 'Ján');
    await user.click(save());
    expect(fakeApi.calls).toEqual([
      { method: 'PATCH', path: '/x/customer/profile', body: { firstName: 'Ján', lastName: 'Kováč', displayName: 'Peter Kováč' } },
    ]);
    expect(lastToast()).toMatchObject({ variant: 'success', message: 'profileSaved' });
  });

  it('refuses an empty name before sending, naming a too long one by its limit', async () => {
    const user = userEvent.setup();
    renderWithIntl(<ProfileForm defaults={DEFAULTS} editable />);
    await user.clear(screen.getByLabelText('Meno'));
    await user.clear(screen.getByLabelText('Priezvisko'));
    await user.type(screen.getByLabelText('Priezvisko'), 'x'.repeat(121));
    await user.click(save());
    expect(screen.getByLabelText('Meno')).toHaveAccessibleDescription('Toto pole je povinné.');
    expect(screen.getByLabelText('Priezvisko')).toHaveAccessibleDescription('Zadajte najviac 120 znakov.');
    expect(lastToast()).toMatchObject({ variant: 'warning', message: 'formInvalid' });
    expect(fakeApi.calls).toEqual([]);
  });

  it('is read-only with a note, and no save button, where the upstream lacks the save', () => {
    renderWithIntl(<ProfileForm defaults={DEFAULTS} editable={false} />);
    for (const label of ['Meno', 'Priezvisko', 'Zobrazované meno', 'E-mail']) expect(screen.getByLabelText(label)).toHaveAttribute('readonly');
    expect(screen.getByRole('status')).toHaveTextContent('Tieto údaje tu zatiaľ nemôžete zmeniť.');
    expect(screen.queryByRole('button', { name: 'Uložiť údaje' })).not.toBeInTheDocument();
  });

  it('turns read-only with the note, not an error, when the save answers 404 or 501', async () => {
    for (const status of [404, 501]) {
      fakeApi.reply = () => failure(status, 'route', 'messages.route.notFound');
      const user = userEvent.setup();
      const { unmount } = renderWithIntl(<ProfileForm defaults={DEFAULTS} editable />);
      await user.click(save());
      expect(screen.getByRole('status')).toHaveTextContent('Tieto údaje tu zatiaľ nemôžete zmeniť.');
      expect(screen.getByLabelText('Meno')).toHaveAttribute('readonly');
      expect(getToasts()).toEqual([]);
      unmount();
    }
  });

  it('marks the fields a backend refuses', async () => {
    fakeApi.reply = () => failure(400, 'displayName', 'messages.validation.displayName.required');
    const user = userEvent.setup();
    renderWithIntl(<ProfileForm defaults={DEFAULTS} editable />);
    await user.click(save());
    expect(screen.getByLabelText('Zobrazované meno')).toHaveAccessibleDescription('Toto pole je povinné.');
  });
});
