import type { ReactNode } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from '@/components/layout/intl-provider';
import { SearchBar } from '@/components/search/search-bar';
import { messages } from '@/lib/shared/i18n/messages';

let mockPathname = '/';
/** The text the live search was asked for, render by render. */
const mockLive: string[] = [];

jest.mock('next/navigation', () => ({ usePathname: () => mockPathname, useRouter: () => ({ push: jest.fn() }) }));
jest.mock('@/lib/browser/use-live-search', () => ({
  useLiveSearch: (text: string) => {
    mockLive.push(text);
    return { status: 'idle', query: '', result: null };
  },
  preloadLiveSearch: () => undefined,
}));

// a wrapper (not renderWithIntl) so that rerender, a navigation, keeps the provider
const withIntl = ({ children }: { children: ReactNode }) => (
  <IntlProvider locale="sk" timeZone="Europe/Bratislava" messages={messages}>
    {children}
  </IntlProvider>
);
const renderBar = () => render(<SearchBar />, { wrapper: withIntl });
const field = () => screen.getByRole('searchbox', { name: 'Hľadať produkty' });

beforeEach(() => {
  mockPathname = '/';
  mockLive.length = 0;
});

describe('the header search box on a results page', () => {
  it('holds the query the page was opened with, decoded, and does not search it again live', () => {
    mockPathname = '/search-product/k%C3%A1mery';
    renderBar();
    expect(field()).toHaveValue('kámery');
    expect(mockLive.every((text) => text === '')).toBe(true);
  });

  it('follows a navigation to another results page, and searches live what the visitor then types', async () => {
    mockPathname = '/search-product/kamery';
    const view = renderBar();
    mockPathname = '/search-product/kamier';
    view.rerender(<SearchBar />);
    expect(field()).toHaveValue('kamier');
    await userEvent.setup().type(field(), 'a');
    expect(field()).toHaveValue('kamiera');
    expect(mockLive.at(-1)).toBe('kamiera');
  });

  it('keeps what was typed when leaving for another page, and is empty elsewhere at first', async () => {
    const view = renderBar();
    expect(field()).toHaveValue('');
    await userEvent.setup().type(field(), 'ajax');
    mockPathname = '/product/ajax-hub';
    await act(async () => view.rerender(<SearchBar />));
    expect(field()).toHaveValue('ajax');
  });
});
