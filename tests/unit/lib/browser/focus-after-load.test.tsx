import { render } from '@testing-library/react';
import { rememberFocus, useFocusAcrossLoads } from '@/lib/browser/focus-after-load';

const STORAGE_KEY = 'securitech:focus-after-load';

function Listing() {
  useFocusAcrossLoads();
  return null;
}

/** The listing the load arrives at: a filter value's link, the ordering, the result count (jsdom lays nothing out: every element counts as shown). */
function page() {
  document.body.innerHTML = `
    <a href="/category/cctv?f=rozlisenie:4-mpx" data-focus-key="facet:rozlisenie:4-mpx">4 Mpx</a>
    <a href="/category/cctv" data-focus-key="listing-count">Zrušiť všetky filtre</a>
    <select data-focus-key="listing-or"><option>1</option></select>
    <p id="listing-count" tabindex="-1" role="status">12 produktov</p>`;
}

describe('focus across a listing load', () => {
  beforeEach(() => {
    window.sessionStorage.clear();
    window.history.replaceState(null, '', '/category/cctv');
    jest.spyOn(Element.prototype, 'getClientRects').mockReturnValue([{}] as unknown as DOMRectList);
    page();
  });
  afterEach(() => jest.restoreAllMocks());

  it('focuses the control used on the page it loaded, once', () => {
    rememberFocus('listing-or', '/category/cctv?or=2');
    render(<Listing />);
    expect(document.activeElement).toBe(document.querySelector('select'));
    expect(window.sessionStorage.getItem(STORAGE_KEY)).toBeNull();
  });

  it('focuses the result count when the control is gone (a removed chip, the drawer)', () => {
    rememberFocus('facet:krytie:ip67', '/category/cctv');
    render(<Listing />);
    expect(document.activeElement).toBe(document.getElementById('listing-count'));
  });

  it('focuses the count, not another link that names the count as where focus goes after it', () => {
    rememberFocus('listing-count', '/category/cctv');
    render(<Listing />);
    expect(document.activeElement).toBe(document.getElementById('listing-count'));
  });

  it('skips a copy the page does not show (the side panel on a phone)', () => {
    jest.spyOn(Element.prototype, 'getClientRects').mockImplementation(function (this: Element) {
      return (this.tagName === 'A' ? [] : [{}]) as unknown as DOMRectList;
    });
    rememberFocus('facet:rozlisenie:4-mpx', '/category/cctv?f=rozlisenie:4-mpx');
    render(<Listing />);
    expect(document.activeElement).toBe(document.getElementById('listing-count'));
  });

  it('leaves focus alone on another page, after a stale load, or once the visitor moved on', () => {
    rememberFocus('listing-or', '/category/evs');
    const { unmount } = render(<Listing />);
    expect(document.activeElement).toBe(document.body);
    unmount();

    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ key: 'listing-or', path: '/category/cctv', at: Date.now() - 60_000 }));
    render(<Listing />).unmount();
    expect(document.activeElement).toBe(document.body);

    rememberFocus('listing-or', '/category/cctv');
    (document.querySelector('a') as HTMLElement).focus();
    render(<Listing />);
    expect(document.activeElement).toBe(document.querySelector('a'));
  });

  it('remembers a marked link followed with a plain click, not one opened in a new tab', () => {
    // after the listener under test: jsdom does not navigate
    const stay = (event: Event) => event.preventDefault();
    window.addEventListener('click', stay);
    render(<Listing />);
    const link = document.querySelector('a') as HTMLAnchorElement;
    link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true }));
    expect(window.sessionStorage.getItem(STORAGE_KEY)).toBeNull();
    link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? '{}')).toMatchObject({ key: 'facet:rozlisenie:4-mpx', path: '/category/cctv' });
    window.removeEventListener('click', stay);
  });
});
