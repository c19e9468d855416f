import { act, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { IntlProvider } from '@/components/layout/intl-provider';
import { ListingControls } from '@/components/category/listing-controls';
import { messages } from '@/lib/shared/i18n/messages';
import { loadDocument } from '@/lib/browser/load-document';

jest.mock('@/lib/browser/load-document', () => ({ loadDocument: jest.fn() }));
const assign = jest.mocked(loadDocument);

const controls = (inStock: boolean, ordering: 1 | 7 = 7) => (
  <IntlProvider locale="sk" timeZone="Europe/Bratislava" messages={messages}>
    <ListingControls action="/category/cctv" ordering={ordering} limit={12} inStock={inStock} />
  </IntlProvider>
);

/** The server's HTML in the page, changed by the user before React hydrates it, then hydrated. */
async function hydrateAfter(change: (container: HTMLElement) => void, ui = controls(false)) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(ui);
  document.body.append(container);
  change(container);
  await act(async () => {
    render(ui, { container, hydrate: true });
  });
}

describe('listing controls', () => {
  afterEach(() => {
    assign.mockReset();
    document.body.innerHTML = '';
  });

  it('applies a tick made before hydration, which no change event reports', async () => {
    await hydrateAfter((page) => {
      (page.querySelector('input[name="st"]') as HTMLInputElement).checked = true;
    });
    expect(assign).toHaveBeenCalledWith('/category/cctv?or=7&st=1');
    expect(screen.getByRole('checkbox', { name: 'Iba skladom' })).toBeDisabled();
  });

  it('loads the chosen address once when the same change is reported again while the controls are disabled', () => {
    render(controls(false, 1));
    const ordering = screen.getByRole('combobox', { name: 'Zoradiť' });
    fireEvent.change(ordering, { target: { value: '7' } });
    expect(ordering).toBeDisabled();
    // React replays a change made before hydration: disabled controls are missing from FormData
    fireEvent.change(ordering);
    expect(assign).toHaveBeenCalledTimes(1);
    expect(assign).toHaveBeenCalledWith('/category/cctv?or=7');
  });

  it('loads nothing when the controls still show what the page was rendered with', async () => {
    await hydrateAfter(() => undefined);
    expect(assign).not.toHaveBeenCalled();
    expect(screen.getByRole('checkbox', { name: 'Iba skladom' })).toBeEnabled();
  });
});
