import { fireEvent, screen } from '@testing-library/react';
import { CardScroller } from '@/components/ui/card-scroller';
import { renderWithIntl } from '../render-with-intl';

function mockWidth(small: boolean) {
  window.matchMedia = jest.fn().mockImplementation((query: string) => ({
    matches: query === '(max-width: 750px)' ? small : false,
    media: query,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
  }));
}

const cards = (n: number) => Array.from({ length: n }, (_, i) => <p key={i}>Karta {i + 1}</p>);
const status = () => screen.getByRole('region', { name: 'Ponuky' }).querySelector('[aria-live]')?.textContent;

describe('CardScroller', () => {
  it('shows three cards from 751 px and arrows only when there are more', () => {
    mockWidth(false);
    const { unmount } = renderWithIntl(<CardScroller label="Ponuky">{cards(3)}</CardScroller>);
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByRole('button')).toBeNull();
    expect(status()).toBe('Položky 1 – 3 z 3');
    unmount();
    renderWithIntl(<CardScroller label="Ponuky">{cards(4)}</CardScroller>);
    expect(screen.getByRole('button', { name: 'Ďalšie položky' })).toBeInTheDocument();
  });

  it('shows one card below 751 px, so two cards get arrows', () => {
    mockWidth(true);
    renderWithIntl(<CardScroller label="Ponuky">{cards(2)}</CardScroller>);
    expect(status()).toBe('Položky 1 – 1 z 2');
    expect(screen.getByRole('button', { name: 'Predchádzajúce položky' })).toBeInTheDocument();
  });

  it('moves one card per arrow and wraps last to first and first to last', () => {
    mockWidth(false);
    renderWithIntl(<CardScroller label="Ponuky">{cards(5)}</CardScroller>);
    const next = screen.getByRole('button', { name: 'Ďalšie položky' });
    const previous = screen.getByRole('button', { name: 'Predchádzajúce položky' });
    fireEvent.click(next);
    expect(status()).toBe('Položky 2 – 4 z 5');
    fireEvent.click(next);
    expect(status()).toBe('Položky 3 – 5 z 5');
    fireEvent.click(next);
    expect(status()).toBe('Položky 1 – 3 z 5');
    fireEvent.click(previous);
    expect(status()).toBe('Položky 3 – 5 z 5');
  });

  it('keeps quick arrow clicks when an earlier smooth scroll ends on the way', () => {
    mockWidth(false);
    renderWithIntl(<CardScroller label="Ponuky">{cards(16)}</CardScroller>);
    const list = screen.getByRole('list');
    // jsdom lays nothing out: cards 100 px apart
    screen.getAllByRole('listitem').forEach((item, i) => Object.defineProperty(item, 'offsetLeft', { value: i * 100 }));
    const settle = (left: number) => {
      list.scrollLeft = left;
      fireEvent(list, new Event('scrollend'));
    };
    fireEvent.click(screen.getByRole('button', { name: 'Ďalšie položky' }));
    fireEvent.click(screen.getByRole('button', { name: 'Predchádzajúce položky' }));
    settle(100); // the first scroll, cut short at card 2
    expect(status()).toBe('Položky 1 – 3 z 16');
    fireEvent.click(screen.getByRole('button', { name: 'Predchádzajúce položky' }));
    expect(status()).toBe('Položky 14 – 16 z 16');
    settle(1300);
    // a swipe afterwards is followed again
    settle(500);
    expect(status()).toBe('Položky 6 – 8 z 16');
  });
});
