import { fireEvent, render, screen } from '@testing-library/react';
import IntentLink from '@/components/ui/intent-link';

const mockPrefetch = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ prefetch: mockPrefetch, push: jest.fn() }) }));

beforeEach(() => mockPrefetch.mockClear());

describe('IntentLink: prefetch on intent only', () => {
  it('prefetches nothing for being rendered, and the page once pointed at, focused or touched', () => {
    render(<IntentLink href="/category/cctv">CCTV</IntentLink>);
    expect(mockPrefetch).not.toHaveBeenCalled();
    const link = screen.getByRole('link', { name: 'CCTV' });
    fireEvent.mouseEnter(link);
    fireEvent.focus(link);
    fireEvent.touchStart(link);
    expect(mockPrefetch).toHaveBeenCalledWith('/category/cctv');
    expect(mockPrefetch.mock.calls.every(([href]) => href === '/category/cctv')).toBe(true);
  });

  it('keeps the handlers it is given', () => {
    const onFocus = jest.fn();
    render(
      <IntentLink href="/blog" onFocus={onFocus}>
        Blog
      </IntentLink>,
    );
    fireEvent.focus(screen.getByRole('link', { name: 'Blog' }));
    expect(onFocus).toHaveBeenCalledTimes(1);
    expect(mockPrefetch).toHaveBeenCalledWith('/blog');
  });

  it('never prefetches with prefetch={false}, for another site (also without a scheme) or another tab', () => {
    render(
      <>
        <IntentLink href="/checkout" prefetch={false}>
          Pokladňa
        </IntentLink>
        <IntentLink href="https://example.com/">Inde</IntentLink>
        <IntentLink href="//example.com/kamery">Inde bez schémy</IntentLink>
        <IntentLink href="/cennik" target="_blank">
          Nové okno
        </IntentLink>
      </>,
    );
    for (const name of ['Pokladňa', 'Inde', 'Inde bez schémy', 'Nové okno']) fireEvent.mouseEnter(screen.getByRole('link', { name }));
    expect(mockPrefetch).not.toHaveBeenCalled();
  });
});
