/**
 * Moves focus one step through `items` for ArrowDown/ArrowUp (clamped at both ends); true when
 * the key was used, so the caller can stop the page from scrolling.
 */
export function moveFocus(key: string, items: readonly HTMLElement[]): boolean {
  if (key !== 'ArrowDown' && key !== 'ArrowUp') return false;
  if (items.length === 0) return false;
  const current = items.indexOf(document.activeElement as HTMLElement);
  const next = key === 'ArrowDown' ? Math.min(items.length - 1, current + 1) : Math.max(0, current - 1);
  items[next]?.focus();
  return true;
}
