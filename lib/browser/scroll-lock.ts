/** Nested overlays (drawer, search results) may lock at once; the page scrolls again when the last one unlocks. */
let locks = 0;

/** Stops the page behind an overlay from scrolling (see `html[data-scroll-locked]` in globals.scss). */
export function lockScroll(): () => void {
  locks += 1;
  document.documentElement.setAttribute('data-scroll-locked', '');
  let released = false;
  return () => {
    if (released) return;
    released = true;
    locks -= 1;
    if (locks === 0) document.documentElement.removeAttribute('data-scroll-locked');
  };
}
