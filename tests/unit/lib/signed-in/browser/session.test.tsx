import { act, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { browserApi } from '@/lib/browser/api';
import { customerPart } from '@/lib/signed-in/browser/customer-part';
import { lazyNamed } from '@/lib/browser/lazy-named';
import { announceSessionChange, preloadCustomerCode, registerCustomerCode, SessionProvider, useSession } from '@/lib/signed-in/browser/session';

// jsdom has no fetch: the browser client's transport answers instead, with what the proxy would send.
jest.mock('@/lib/browser/api', () => ({ browserApi: { send: jest.fn() } }));

const HINT = 'signed_in=1; path=/';
const NO_HINT = 'signed_in=; path=/; max-age=0';
const USER = { username: 'jana', email: 'jana@firma.sk', first_name: 'Jana', last_name: 'Nová', company_name: 'Firma', auth_check: 'x', last_auth_check: null };

function answerSignedIn() {
  // the embedded backend's page call (the session check's one call); /sign/user would parse it too
  const summary = {
    success: true,
    user: USER,
    basket: { id: null, amount: 0, products: [], product_price: 0, product_price_without_vat: 0 },
    wish_list_count: 0,
    prices: [],
  };
  const reply = { status: 200, ok: true, text: async () => JSON.stringify(summary) } as unknown as Response;
  jest.mocked(browserApi.send).mockResolvedValue(reply);
}

function Status() {
  return <p>stav: {useSession()}</p>;
}

function CustomerGreeting({ name }: { name: string }) {
  return <p>Vitajte, {name}</p>;
}
const loadGreeting = jest.fn(async () => ({ CustomerGreeting }));
const Greeting = customerPart(lazyNamed(loadGreeting, 'CustomerGreeting'), () => <p>Prihláste sa</p>);

function renderPage(children: ReactNode) {
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <SessionProvider>{children}</SessionProvider>
    </SWRConfig>,
  );
}

afterEach(() => {
  document.cookie = NO_HINT;
  jest.clearAllMocks();
});

describe('SessionProvider and customer parts', () => {
  it('treats a browser without the signed-in hint as a guest: no session check, no customer code', async () => {
    renderPage(
      <>
        <Status />
        <Greeting name="Jana" />
      </>,
    );
    expect(await screen.findByText('stav: guest')).toBeInTheDocument();
    expect(screen.getByText('Prihláste sa')).toBeInTheDocument();
    await act(async () => undefined);
    expect(browserApi.send).not.toHaveBeenCalled();
    expect(loadGreeting).not.toHaveBeenCalled();
  });

  it('checks the session when the hint is there and gives customers their part', async () => {
    document.cookie = HINT;
    answerSignedIn();
    renderPage(
      <>
        <Status />
        <Greeting name="Jana" />
      </>,
    );
    expect(await screen.findByText('stav: customer')).toBeInTheDocument();
    expect(await screen.findByText('Vitajte, Jana')).toBeInTheDocument();
    expect(browserApi.send).toHaveBeenCalledTimes(1);
  });

  it('starts the session check only once the customer code is there, so no customer part waits on its code behind a fallback', async () => {
    document.cookie = HINT;
    answerSignedIn();
    let arrive = () => {};
    const code = new Promise<void>((resolve) => (arrive = resolve));
    registerCustomerCode(() => code);
    renderPage(<Status />);
    await act(async () => undefined);
    expect(screen.getByText('stav: unknown')).toBeInTheDocument();
    expect(browserApi.send).not.toHaveBeenCalled();
    await act(async () => arrive());
    expect(await screen.findByText('stav: customer')).toBeInTheDocument();
    expect(browserApi.send).toHaveBeenCalledTimes(1);
  });

  it('keeps a running session check when the next page registers code that has not arrived yet', async () => {
    document.cookie = HINT;
    answerSignedIn();
    renderPage(<Status />);
    expect(await screen.findByText('stav: customer')).toBeInTheDocument();
    let arrive = () => {};
    const nextPageCode = new Promise<void>((resolve) => (arrive = resolve));
    act(() => registerCustomerCode(() => nextPageCode)); // a client navigation's page part, still loading
    await act(async () => undefined);
    expect(screen.getByText('stav: customer')).toBeInTheDocument();
    expect(browserApi.send).toHaveBeenCalledTimes(1);
    await act(async () => arrive());
  });

  it('follows a sign-in and a sign-out on the same page once they are announced', async () => {
    renderPage(<Status />);
    expect(await screen.findByText('stav: guest')).toBeInTheDocument();

    document.cookie = HINT;
    answerSignedIn();
    act(() => announceSessionChange());
    expect(await screen.findByText('stav: customer')).toBeInTheDocument();

    document.cookie = NO_HINT;
    act(() => announceSessionChange());
    expect(await screen.findByText('stav: guest')).toBeInTheDocument();
  });

  it('loads customer code at once in a browser with the hint, elsewhere only when a sign-in is near', () => {
    const forGuest = jest.fn(async () => undefined);
    registerCustomerCode(forGuest);
    expect(forGuest).not.toHaveBeenCalled();
    preloadCustomerCode(); // the login form opened
    expect(forGuest).toHaveBeenCalledTimes(1);

    document.cookie = HINT;
    const forCustomer = jest.fn(async () => undefined);
    registerCustomerCode(forCustomer);
    expect(forCustomer).toHaveBeenCalledTimes(1);
  });
});
