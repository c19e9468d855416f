import { screen, within } from '@testing-library/react';
import { Paginator } from '@/components/ui/paginator';
import { clampPage, pageCount, pageHref, pageItems, parsePage } from '@/lib/shop/catalogue/pagination';
import { renderWithIntl } from '../render-with-intl';

describe('pagination helpers', () => {
  it('reads garbage as page 1', () => {
    expect(parsePage(undefined)).toBe(1);
    expect(parsePage('abc')).toBe(1);
    expect(parsePage('-3')).toBe(1);
    expect(parsePage('0')).toBe(1);
    expect(parsePage('2.5')).toBe(1);
    expect(parsePage('1e3')).toBe(1);
    expect(parsePage(['3', '4'])).toBe(3);
    expect(parsePage('7')).toBe(7);
  });

  it('clamps to the pages there are', () => {
    expect(pageCount(0, 12)).toBe(1);
    expect(pageCount(25, 12)).toBe(3);
    expect(clampPage(9, 3)).toBe(3);
    expect(clampPage(0, 3)).toBe(1);
    expect(clampPage(Number.NaN, 3)).toBe(1);
  });

  it('lists first, last and neighbours with gaps', () => {
    expect(pageItems(1, 3)).toEqual([1, 2, 3]);
    expect(pageItems(5, 10)).toEqual([1, 'gap', 4, 5, 6, 'gap', 10]);
    expect(pageItems(3, 10)).toEqual([1, 2, 3, 4, 'gap', 10]);
  });

  it('builds links that keep other parameters and drop pg=1', () => {
    expect(pageHref('/blog', 1)).toBe('/blog');
    expect(pageHref('/blog', 2)).toBe('/blog?pg=2');
    expect(pageHref('/category/cctv', 3, { or: '2', pg: '9' })).toBe('/category/cctv?or=2&pg=3');
  });
});

describe('Paginator', () => {
  it('renders links with the current page marked and prev/next', () => {
    renderWithIntl(<Paginator page={2} pageCount={3} basePath="/blog" />);
    const nav = screen.getByRole('navigation', { name: 'Stránkovanie' });
    expect(within(nav).getByRole('link', { name: 'Strana 2' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Strana 1' })).toHaveAttribute('href', '/blog');
    expect(within(nav).getByRole('link', { name: 'Strana 3' })).toHaveAttribute('href', '/blog?pg=3');
    expect(within(nav).getByRole('link', { name: 'Predchádzajúca strana' })).toHaveAttribute('href', '/blog');
    expect(within(nav).getByRole('link', { name: 'Nasledujúca strana' })).toHaveAttribute('href', '/blog?pg=3');
  });

  it('keeps the listing state in every link and can say which page of how many', () => {
    renderWithIntl(<Paginator page={2} pageCount={5} basePath="/category/cctv" query={{ or: '2', lm: '36' }} status />);
    expect(screen.getByRole('link', { name: 'Strana 3' })).toHaveAttribute('href', '/category/cctv?or=2&lm=36&pg=3');
    expect(screen.getByRole('link', { name: 'Strana 1' })).toHaveAttribute('href', '/category/cctv?or=2&lm=36');
    expect(screen.getByText('Strana 2 z 5')).toBeInTheDocument();
  });

  it('clamps an out-of-range page and hides itself for a single page', () => {
    const { unmount } = renderWithIntl(<Paginator page={99} pageCount={3} basePath="/blog" />);
    expect(screen.getByRole('link', { name: 'Strana 3' })).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByRole('link', { name: 'Nasledujúca strana' })).toBeNull();
    unmount();
    renderWithIntl(<Paginator page={1} pageCount={1} basePath="/blog" />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
