/**
 * What the customer-paint bench reads in the page. Added as an init script (a string: under tsx a
 * function sent into the page would carry esbuild's `__name` helper and fail there), so it runs
 * before the page's own HTML is parsed. Each animation frame (run just before the browser paints
 * it) it notes what that frame shows: the guest corner, the guest price text, a skeleton, the first
 * customer price and the first add-to-cart button. LCP and CLS come from PerformanceObserver.
 * All times are milliseconds since navigation start (performance.now()).
 */
export interface PaintProbe {
  /** the last largest-contentful-paint entry's startTime */
  lcp: number;
  /** layout shifts without recent input, summed */
  cls: number;
  /** each of those shifts: when, how much, and the elements that moved (tag.class, old → new box) */
  shifts: Array<{ at: number; value: number; sources: string[] }>;
  /** first frame showing a customer price ('12,50 € bez DPH') */
  price: number | null;
  /** first frame showing an add-to-cart button */
  cart: number | null;
  /** first frame showing the guest price text */
  guestText: number | null;
  /** a frame showed the login or register link in the header */
  guestCorner: boolean;
  /** a frame showed a price skeleton (aria-busy in main) */
  skeleton: boolean;
  /** the first frame that had the header */
  firstFrame: number | null;
}

export const PAINT_PROBE_SCRIPT = `(() => {
  const probe = { lcp: 0, cls: 0, shifts: [], price: null, cart: null, guestText: null, guestCorner: false, skeleton: false, firstFrame: null };
  window.__paintProbe = probe;
  new PerformanceObserver((list) => { for (const e of list.getEntries()) probe.lcp = e.startTime; })
    .observe({ type: 'largest-contentful-paint', buffered: true });
  const box = (r) => r ? \`\${Math.round(r.x)},\${Math.round(r.y)} \${Math.round(r.width)}×\${Math.round(r.height)}\` : '-';
  const describe = (node) => !node ? '(gone)' : node.nodeType !== 1 ? '#text in ' + describe(node.parentElement)
    : node.tagName.toLowerCase() + (node.className && typeof node.className === 'string' ? '.' + node.className.trim().split(/\\s+/).slice(0, 3).join('.') : '');
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (e.hadRecentInput) continue;
      probe.cls += e.value;
      probe.shifts.push({ at: e.startTime, value: e.value, sources: (e.sources || []).map((s) => describe(s.node) + ' ' + box(s.previousRect) + ' → ' + box(s.currentRect)) });
    }
  }).observe({ type: 'layout-shift', buffered: true });
  const shown = (el) => el.checkVisibility({ visibilityProperty: true, opacityProperty: true });
  const anyShown = (selector, test) => {
    for (const el of document.querySelectorAll(selector)) if ((!test || test.test(el.textContent)) && shown(el)) return true;
    return false;
  };
  const ownTextShown = (selector, test) => {
    for (const el of document.querySelectorAll(selector))
      if ([...el.childNodes].some((n) => n.nodeType === 3 && test.test(n.textContent)) && shown(el)) return true;
    return false;
  };
  const frame = () => {
    const now = performance.now();
    if (document.querySelector('header')) {
      if (probe.firstFrame === null) probe.firstFrame = now;
      if (anyShown('header a[href="/login"], header a[href="/register"]')) probe.guestCorner = true;
    }
    // a figure and the currency before 'bez DPH': the customer's price line, not a note such as "Ceny … sú uvedené bez DPH"
    if (probe.price === null && anyShown('main p', /\\d\\s*€\\s*bez DPH/)) probe.price = now;
    if (probe.cart === null && anyShown('main button', /Do košíka|Na objednávku/)) probe.cart = now;
    // the element that holds the text itself: on the hint a card's guest paragraph paints as the price skeleton, its text hidden in a span
    if (probe.guestText === null && ownTextShown('main p, main p > span', /Cena sa zobrazí po prihlásení/)) probe.guestText = now;
    if (!probe.skeleton && anyShown('main [aria-busy="true"]')) probe.skeleton = true;
    if (!window.__paintProbeStop) requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
})();`;
