import { act, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { IntlProvider } from '@/components/layout/intl-provider';
import { messages } from '@/lib/shared/i18n/messages';
import { ProductTabs } from '@/components/product/product-tabs';
import { renderWithIntl } from '../render-with-intl';

jest.mock('@/lib/signed-in/browser/session', () => ({ useSession: () => (mockLoggedIn ? 'customer' : 'guest') }));
let mockLoggedIn = false;

const tabs = [
  { key: 'description', label: 'Popis', inHtml: true, content: <p>Text popisu</p> },
  { key: 'parameters', label: 'Parametre', inHtml: true, content: <p>Tabuľka</p> },
  { key: 'attachments', label: 'Prílohy', customersOnly: true, content: <p>Súbory</p> },
  { key: 'question', label: 'Otázka k produktu', content: <p>Formulár</p> },
];

describe('ProductTabs', () => {
  beforeEach(() => {
    mockLoggedIn = false;
  });

  it('moves and selects with arrow keys (wrapping), Home and End; focus follows', () => {
    renderWithIntl(<ProductTabs tabs={tabs} label="Informácie o produkte" />);
    const [popis, parametre, otazka] = screen.getAllByRole('tab');
    expect(popis).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Text popisu');
    fireEvent.keyDown(popis!, { key: 'ArrowRight' });
    expect(parametre).toHaveAttribute('aria-selected', 'true');
    expect(parametre).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Tabuľka');
    fireEvent.keyDown(parametre!, { key: 'ArrowRight' });
    fireEvent.keyDown(otazka!, { key: 'ArrowRight' });
    expect(popis).toHaveFocus();
    fireEvent.keyDown(popis!, { key: 'ArrowLeft' });
    expect(otazka).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(otazka!, { key: 'Home' });
    expect(popis).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(popis!, { key: 'End' });
    expect(otazka).toHaveAttribute('aria-selected', 'true');
    expect(otazka).toHaveAttribute('tabindex', '0');
    expect(popis).toHaveAttribute('tabindex', '-1');
  });

  it('has no attachments tab for guests; customers get it', () => {
    const { unmount } = renderWithIntl(<ProductTabs tabs={tabs} label="Info" />);
    expect(screen.queryByRole('tab', { name: 'Prílohy' })).not.toBeInTheDocument();
    expect(screen.queryByText('Súbory')).not.toBeInTheDocument();
    unmount();
    mockLoggedIn = true;
    renderWithIntl(<ProductTabs tabs={tabs} label="Info" />);
    fireEvent.click(screen.getByRole('tab', { name: 'Prílohy' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Súbory');
  });

  it('mounts a lazy panel on first opening only', () => {
    renderWithIntl(<ProductTabs tabs={tabs} label="Info" />);
    expect(screen.queryByText('Formulár')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: 'Otázka k produktu' }));
    expect(screen.getByText('Formulár')).toBeVisible();
  });

  // A phone's tab row scrolls sideways; before hydration every tab is disabled, so the row itself
  // takes the keyboard's focus (axe: scrollable-region-focusable), and gives it back to the chosen tab.
  it('lets the keyboard reach the row before hydration, and the chosen tab after', async () => {
    const ui = (
      <IntlProvider locale="sk" timeZone="Europe/Bratislava" messages={messages}>
        <ProductTabs tabs={tabs} label="Info" />
      </IntlProvider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(ui);
    document.body.append(container);
    const row = () => container.querySelector('[role="tablist"]');
    expect(row()).toHaveAttribute('tabindex', '0');
    expect(container.querySelectorAll('[role="tab"]:not([disabled])')).toHaveLength(0);
    await act(async () => {
      render(ui, { container, hydrate: true });
    });
    expect(row()).not.toHaveAttribute('tabindex');
    expect(screen.getByRole('tab', { name: 'Popis' })).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'Popis' })).toBeEnabled();
    container.remove();
  });
});
