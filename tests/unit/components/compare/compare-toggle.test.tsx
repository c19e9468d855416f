import { act, fireEvent, screen } from '@testing-library/react';
import { CompareToggle } from '@/components/compare/compare-toggle';
import { CompareLink } from '@/components/layout/compare-link';
import { clearCompare, COMPARE_KEY, readCompareList } from '@/lib/browser/compare-list';
import { clearToasts, getToasts } from '@/lib/browser/toast-store';
import { renderWithIntl } from '../render-with-intl';

// IntentLink prefetches through the app router, which a unit test does not mount
jest.mock('next/navigation', () => ({ useRouter: () => ({ prefetch: jest.fn(), push: jest.fn() }) }));

const entry = (id: number) => ({ id, url: `kamera-${id}`, name: `Kamera ${id}` });

function renderToggles(count: number) {
  return renderWithIntl(
    <>
      <CompareLink />
      {Array.from({ length: count }, (_, i) => (
        <CompareToggle key={i} product={entry(i + 1)} />
      ))}
    </>,
  );
}

const toggle = (id: number) => screen.getByRole('button', { name: `Porovnať: Kamera ${id}` });

beforeEach(() => {
  localStorage.clear();
  clearCompare();
  clearToasts();
});

describe('compare toggle and header count', () => {
  it('presses, stores the product and counts it; a second press takes it off', () => {
    renderToggles(2);
    expect(screen.queryByRole('link')).toBeNull();
    fireEvent.click(toggle(2));
    expect(toggle(2)).toHaveAttribute('aria-pressed', 'true');
    expect(toggle(1)).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('link', { name: 'Porovnanie produktov: 1' })).toHaveAttribute('href', '/porovnanie');
    expect(JSON.parse(localStorage.getItem(COMPARE_KEY)!)).toEqual([entry(2)]);
    fireEvent.click(toggle(2));
    expect(toggle(2)).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('refuses a fifth product with the explanation and a link to the comparison', () => {
    renderToggles(5);
    for (const id of [1, 2, 3, 4]) fireEvent.click(toggle(id));
    fireEvent.click(toggle(5));
    expect(toggle(5)).toHaveAttribute('aria-pressed', 'false');
    expect(readCompareList().map((e) => e.id)).toEqual([1, 2, 3, 4]);
    expect(getToasts()).toEqual([expect.objectContaining({ variant: 'warning', message: 'compareFull', link: { href: '/porovnanie', label: 'compareOpen' } })]);
  });

  it("follows another tab's change (storage event)", () => {
    renderToggles(2);
    localStorage.setItem(COMPARE_KEY, JSON.stringify([entry(1)]));
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: COMPARE_KEY }));
    });
    expect(toggle(1)).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('link', { name: 'Porovnanie produktov: 1' })).toBeVisible();
  });
});

describe('readCompareList', () => {
  it('skips what it cannot use: garbage, foreign shapes, duplicates, more than four', () => {
    const store = (value: string) => ({ getItem: () => value, setItem: () => undefined });
    expect(readCompareList(store('{nope'))).toEqual([]);
    expect(readCompareList(store('{"id":1}'))).toEqual([]);
    const raw = [entry(1), { id: 'x', url: 'a', name: 'b' }, entry(1), { id: 2, url: '', name: 'b' }, entry(3), entry(4), entry(5), entry(6)];
    expect(readCompareList(store(JSON.stringify(raw))).map((e) => e.id)).toEqual([1, 3, 4, 5]);
  });
});
