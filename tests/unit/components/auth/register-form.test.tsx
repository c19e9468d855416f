import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RegisterForm } from '@/components/auth/register-form';
import type { HttpMethod } from '@/lib/api/client';
import { clearToasts, getToasts } from '@/lib/client/toast-store';
import { renderWithIntl } from '../render-with-intl';
import { failure, json, type Call } from './api-mock';

const mockPush = jest.fn();
const mockCalls: Call[] = [];
let mockReply: () => Response = () => json({ success: true });

jest.mock('next/navigation', () => ({ useRouter: () => ({ push: mockPush, replace: jest.fn(), refresh: jest.fn() }) }));
jest.mock('@/lib/client/api', () => ({
  browserApi: {
    send: async (method: HttpMethod, path: string, body?: unknown) => {
      mockCalls.push({ method, path, body });
      return mockReply();
    },
  },
}));

const VALID: Record<string, string> = {
  'Názov firmy': 'Test Alarm s.r.o.',
  IČO: '12345678',
  DIČ: '2012345678',
  'IČ DPH': 'SK2012345678',
  'E-mail': 'nova@firma.sk',
  Telefón: '+421 900 123 456',
  Heslo: 'Heslo1234',
  'Heslo znova': 'Heslo1234',
};

async function fill(values: Record<string, string>, tick = true) {
  const user = userEvent.setup();
  for (const [label, value] of Object.entries(values)) await user.type(screen.getByLabelText(label), value);
  if (tick) await user.click(screen.getByRole('checkbox'));
  return user;
}

const submit = (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'Zaregistrovať firmu' }));
const lastToast = () => getToasts().at(-1);

beforeEach(() => {
  mockCalls.length = 0;
  mockPush.mockReset();
  mockReply = () => json({ success: true });
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
    expect(mockCalls).toEqual([]);
  });

  it('requires a matching repeat and a password of at least 8 characters', async () => {
    renderWithIntl(<RegisterForm />);
    const user = await fill({ ...VALID, Heslo: 'kratke', 'Heslo znova': 'ine-heslo' });
    await submit(user);
    expect(screen.getByText('Zadajte aspoň 8 znakov.')).toBeInTheDocument();
    expect(screen.getByText('Heslá sa nezhodujú.')).toBeInTheDocument();
    expect(screen.getByLabelText('Heslo znova')).toHaveAttribute('aria-invalid', 'true');
    expect(mockCalls).toEqual([]);
  });

  it('requires the personal-data checkbox, which links to the privacy page', async () => {
    renderWithIntl(<RegisterForm />);
    expect(screen.getByRole('link', { name: 'spracovaním osobných údajov' })).toHaveAttribute('href', '/page/sk/ochrana-osobnych-udajov');
    const user = await fill(VALID, false);
    await submit(user);
    expect(screen.getByRole('checkbox')).toHaveAttribute('aria-invalid', 'true');
    expect(mockCalls).toEqual([]);
    await user.click(screen.getByRole('checkbox'));
    expect(screen.queryByText('Bez tohto súhlasu nie je možné pokračovať.')).not.toBeInTheDocument();
  });

  it('sends the spec payload with its fillers, toasts success and goes home', async () => {
    renderWithIntl(<RegisterForm />);
    await submit(await fill(VALID));
    expect(mockCalls).toHaveLength(1);
    expect(mockCalls[0]).toMatchObject({ method: 'POST', path: '/sign/up' });
    expect(mockCalls[0]?.body).toEqual({
      phone: '+421 900 123 456',
      email: 'nova@firma.sk',
      password: 'Heslo1234',
      companyName: 'Test Alarm s.r.o.',
      companyId: '12345678',
      vatRegistrationId: '2012345678',
      extVatRegistrationId: 'SK2012345678',
      personalDataCheckbox: true,
      name: ' ',
      surname: ' ',
      street: ' ',
      city: ' ',
      zip: ' ',
      state: 32,
      newsletter: false,
      industry: null,
    });
    expect(lastToast()).toMatchObject({ variant: 'success', message: 'registerSuccess' });
    expect(mockPush).toHaveBeenCalledWith('/');
  });

  it('an existing e-mail: warning userAlreadyExists and the e-mail marked', async () => {
    mockReply = () => failure(409, 'email', 'messages.validation.email.exists');
    renderWithIntl(<RegisterForm />);
    await submit(await fill(VALID));
    expect(lastToast()).toMatchObject({ variant: 'warning', message: 'userAlreadyExists' });
    expect(screen.getByText('Účet s týmto e-mailom už existuje.')).toBeInTheDocument();
    expect(mockPush).not.toHaveBeenCalled();
  });
});
