import { render } from '@testing-library/react';
import { SignedInRedirect } from '@/components/auth/signed-in-redirect';
import type { SessionStatus } from '@/lib/signed-in/browser/session';

const mockReplace = jest.fn();
let mockStatus: SessionStatus = 'unknown';

jest.mock('next/navigation', () => ({ useRouter: () => ({ replace: mockReplace, push: jest.fn(), refresh: jest.fn() }) }));
jest.mock('@/lib/signed-in/browser/session', () => ({ useSession: () => mockStatus }));

function renderWith(statuses: SessionStatus[]) {
  mockStatus = statuses[0] ?? 'unknown';
  const view = render(<SignedInRedirect />);
  for (const status of statuses.slice(1)) {
    mockStatus = status;
    view.rerender(<SignedInRedirect />);
  }
  return view;
}

beforeEach(() => {
  mockReplace.mockReset();
  window.history.replaceState(null, '', '/login');
});

describe('SignedInRedirect (/login, /register)', () => {
  it('takes a customer known to be signed in to the account', () => {
    const { container } = renderWith(['unknown', 'customer']);
    expect(mockReplace).toHaveBeenCalledWith('/account');
    expect(container).toBeEmptyDOMElement();
  });

  it('follows a safe `next`, never an outside one', () => {
    window.history.replaceState(null, '', '/login?next=%2Faccount%2Forders');
    renderWith(['customer']);
    expect(mockReplace).toHaveBeenLastCalledWith('/account/orders');
    window.history.replaceState(null, '', '/login?next=%2F%2Fevil.example');
    renderWith(['customer']);
    expect(mockReplace).toHaveBeenLastCalledWith('/account');
  });

  it('leaves guests on the page, also once they sign in on it (the form decides where they go)', () => {
    renderWith(['unknown', 'guest', 'customer']);
    expect(mockReplace).not.toHaveBeenCalled();
  });
});
