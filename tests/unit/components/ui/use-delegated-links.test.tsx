import { fireEvent, render, screen } from '@testing-library/react';
import { useDelegatedLinks } from '@/components/ui/use-delegated-links';

const mockPrefetch = jest.fn();
const mockPush = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ prefetch: mockPrefetch, push: mockPush }) }));

beforeEach(() => {
  mockPrefetch.mockClear();
  mockPush.mockClear();
});

/** A block of plain server links under one delegated listener, as a menu panel or a product card. */
function Block() {
  const links = useDelegatedLinks();
  return (
    <div {...links}>
      {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- plain anchors are what the hook is for */}
      <a href="/category/cctv">
        <span>CCTV</span>
      </a>
      <a href="https://example.com/">Inde</a>
      <a href="/media/cennik.pdf" download>
        Cenník
      </a>
      <button type="button">Porovnať</button>
    </div>
  );
}

describe('useDelegatedLinks: plain links that navigate and prefetch like shop links', () => {
  it('prefetches nothing for being rendered, and a link once pointed at, focused or touched', () => {
    render(<Block />);
    expect(mockPrefetch).not.toHaveBeenCalled();
    const link = screen.getByRole('link', { name: 'CCTV' });
    fireEvent.pointerOver(screen.getByText('CCTV'));
    expect(mockPrefetch).toHaveBeenCalledWith('/category/cctv');
    fireEvent.focus(link);
    fireEvent.touchStart(link);
    expect(mockPrefetch.mock.calls.every(([href]) => href === '/category/cctv')).toBe(true);
  });

  it('follows a plain click in the app, and leaves modified clicks, other sites, downloads and buttons to the browser', () => {
    render(<Block />);
    const link = screen.getByRole('link', { name: 'CCTV' });
    expect(fireEvent.click(link, { ctrlKey: true })).toBe(true);
    expect(fireEvent.click(screen.getByRole('link', { name: 'Inde' }))).toBe(true);
    expect(fireEvent.click(screen.getByRole('link', { name: 'Cenník' }))).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Porovnať' }));
    fireEvent.pointerOver(screen.getByRole('link', { name: 'Inde' }));
    expect(mockPush).not.toHaveBeenCalled();
    expect(mockPrefetch).not.toHaveBeenCalled();
    // a plain click: the app navigates and the browser's own navigation is cancelled
    expect(fireEvent.click(screen.getByText('CCTV'))).toBe(false);
    expect(mockPush).toHaveBeenCalledWith('/category/cctv');
  });
});
