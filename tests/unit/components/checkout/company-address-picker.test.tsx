import { act, fireEvent, renderHook, screen, waitFor } from '@testing-library/react';
import { SWRConfig } from 'swr';
import type { User } from '@/lib/contract/schemas/user';
import { SIGNED_IN_HINT_COOKIE } from '@/lib/shop/account/session-cookies';
import { useCheckoutForm } from '@/components/checkout/use-checkout-form';
import { CompanyAddressPicker } from '@/components/checkout/company-address-picker';
import { DEMO_USER, fakeApi, json } from '../auth/api-mock';
import { renderWithIntl } from '../render-with-intl';

jest.mock('@/lib/browser/api', () => jest.requireActual('../auth/api-mock').fakeBrowserApi);

let user: User | undefined;
jest.mock('@/lib/browser/use-user', () => ({ useUser: () => ({ user, isLoggedIn: true, isLoading: false }) }));

const BOOK = [
  { id: 4, label: 'Sklad Senec', first_name: 'Ján', last_name: 'Horváth', street: 'Diaľničná 5', city: 'Senec', zip: '903 01', phone: '+421 907 654 321' },
];

function renderPicker() {
  const { result } = renderHook(() => useCheckoutForm([], 'eva@firma.sk', { owner: 'eva@firma.sk', basket: 1 }, null));
  const separate = jest.fn();
  renderWithIntl(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <CompanyAddressPicker form={result.current.form} onSeparateDelivery={separate} />
    </SWRConfig>,
  );
  return { form: result.current.form, separate };
}

beforeEach(() => {
  // customer data is asked only while the browser holds the signed-in hint
  document.cookie = `${SIGNED_IN_HINT_COOKIE}=1`;
  fakeApi.calls = [];
  fakeApi.reply = () => json({ success: true, addresses: BOOK });
});

describe('the checkout’s company address picker (docs/decisions/059-company-accounts.md)', () => {
  it('fills the delivery address from the picked shared address and turns the separate delivery address on', async () => {
    user = { ...DEMO_USER, role: 'owner', order_limit_exc_vat: null, site: null };
    const { form, separate } = renderPicker();
    const select = await screen.findByLabelText('Adresa z adresára firmy');
    act(() => {
      fireEvent.change(select, { target: { value: '4' } });
    });
    expect(separate).toHaveBeenCalled();
    expect(form.getValues('delivery')).toEqual({
      firstName: 'Ján',
      lastName: 'Horváth',
      street: 'Diaľničná 5',
      city: 'Senec',
      zip: '903 01',
      phone: '+421 907 654 321',
    });
    expect(fakeApi.calls.map((c) => c.path)).toEqual(['/x/company/addresses']);
  });

  it('asks nothing of an upstream without company accounts (no role) and shows nothing', async () => {
    user = { ...DEMO_USER, order_limit_exc_vat: null, site: null };
    renderPicker();
    await waitFor(() => expect(screen.queryByLabelText('Adresa z adresára firmy')).toBeNull());
    expect(fakeApi.calls).toEqual([]);
  });

  it('shows nothing where the upstream lacks the book (404) or it is empty', async () => {
    user = { ...DEMO_USER, role: 'buyer', order_limit_exc_vat: null, site: null };
    fakeApi.reply = () => json({ success: false, error: [{ key: 'path', code: 'messages.notFound' }] }, 404);
    renderPicker();
    await waitFor(() => expect(fakeApi.calls).toHaveLength(1));
    expect(screen.queryByLabelText('Adresa z adresára firmy')).toBeNull();
  });
});
