import { act, fireEvent, screen } from '@testing-library/react';
import { BannerSlideshow } from '@/components/home/banner-slideshow';
import { SLIDE_INTERVAL_MS } from '@/components/home/use-slideshow';
import { renderWithIntl } from '../render-with-intl';

// IntentLink prefetches through the app router, which a unit test does not mount
jest.mock('next/navigation', () => ({ useRouter: () => ({ prefetch: jest.fn(), push: jest.fn() }) }));

const BANNERS = [
  { image: '/media/banners/a.webp', label: 'Kamery ColorVu', url: '/category/cctv' },
  { image: '/media/banners/b.webp', label: 'Bezdrôtové zabezpečenie', url: null },
  { image: '/media/banners/c.webp', label: 'IP interkomy 2N', url: '/category/evs' },
];

const current = () => screen.getAllByRole('group', { hidden: true }).findIndex((g) => g.getAttribute('aria-hidden') === 'false');

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('BannerSlideshow', () => {
  it('advances every 5000 ms and wraps from the last slide to the first', () => {
    renderWithIntl(<BannerSlideshow banners={BANNERS} />);
    expect(SLIDE_INTERVAL_MS).toBe(5000);
    expect(current()).toBe(0);
    act(() => jest.advanceTimersByTime(4999));
    expect(current()).toBe(0);
    act(() => jest.advanceTimersByTime(1));
    expect(current()).toBe(1);
    act(() => jest.advanceTimersByTime(5000));
    expect(current()).toBe(2);
    act(() => jest.advanceTimersByTime(5000));
    expect(current()).toBe(0);
  });

  it('buttons and dots change the slide and restart the 5 s wait', () => {
    renderWithIntl(<BannerSlideshow banners={BANNERS} />);
    act(() => jest.advanceTimersByTime(4000));
    fireEvent.click(screen.getByRole('button', { name: 'Nasledujúca snímka' }));
    expect(current()).toBe(1);
    act(() => jest.advanceTimersByTime(4999));
    expect(current()).toBe(1);
    act(() => jest.advanceTimersByTime(1));
    expect(current()).toBe(2);
    fireEvent.click(screen.getByRole('button', { name: 'Predchádzajúca snímka' }));
    expect(current()).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: 'Zobraziť snímku 1' }));
    expect(current()).toBe(0);
    expect(screen.getByRole('button', { name: 'Zobraziť snímku 1' })).toHaveAttribute('aria-current', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Predchádzajúca snímka' }));
    expect(current()).toBe(2);
  });

  it('pauses while hovered or focused, and by the pause button', () => {
    renderWithIntl(<BannerSlideshow banners={BANNERS} />);
    const region = screen.getByRole('region', { name: 'Aktuálne akcie' });
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    fireEvent.mouseEnter(region);
    act(() => jest.advanceTimersByTime(12_000));
    expect(current()).toBe(0);
    fireEvent.mouseLeave(region);
    act(() => jest.advanceTimersByTime(5000));
    expect(current()).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: 'Pozastaviť prezentáciu' }));
    act(() => jest.advanceTimersByTime(20_000));
    expect(current()).toBe(1);
    expect(screen.getByRole('button', { name: 'Spustiť prezentáciu' })).toBeInTheDocument();
  });

  it('loads the first image eagerly with high priority and the rest lazily', () => {
    renderWithIntl(<BannerSlideshow banners={BANNERS} />);
    const images = screen.getAllByRole('img', { hidden: true });
    expect(images[0]).toHaveAttribute('fetchpriority', 'high');
    expect(images[0]).toHaveAttribute('loading', 'eager');
    expect(images[1]).toHaveAttribute('loading', 'lazy');
    expect(images[2]).toHaveAttribute('loading', 'lazy');
    expect(images[0]).toHaveAttribute('alt', 'Kamery ColorVu');
  });

  it('shows no controls for a single banner', () => {
    renderWithIntl(<BannerSlideshow banners={BANNERS.slice(0, 1)} />);
    expect(screen.queryByRole('button')).toBeNull();
    act(() => jest.advanceTimersByTime(10_000));
    expect(current()).toBe(0);
  });
});
