'use client';

import { useCallback, useEffect, useState } from 'react';
import { useMediaQuery } from '@/lib/browser/use-media-query';

/** A slide stays 5000 ms (docs/rules.md#states). */
export const SLIDE_INTERVAL_MS = 5000;

/**
 * The current slide of a slideshow that advances every `interval` ms and wraps last to
 * first. Any manual change restarts the wait; `paused` stops it (hover, focus, reduced motion).
 */
export function useSlideshow(count: number, paused: boolean, interval = SLIDE_INTERVAL_MS) {
  const [index, setIndex] = useState(0);
  // bumped on every manual change, so choosing the current dot restarts the wait too
  const [restart, setRestart] = useState(0);

  useEffect(() => {
    if (paused || count < 2) return;
    const timer = window.setTimeout(() => setIndex((i) => (i + 1) % count), interval);
    return () => window.clearTimeout(timer);
  }, [index, restart, paused, count, interval]);

  const goTo = useCallback(
    (next: number) => {
      if (count < 1) return;
      setIndex(((next % count) + count) % count);
      setRestart((r) => r + 1);
    },
    [count],
  );

  return {
    index: count ? index % count : 0,
    goTo,
    next: useCallback(() => goTo(index + 1), [goTo, index]),
    previous: useCallback(() => goTo(index - 1), [goTo, index]),
  };
}

/** True when the visitor asked the system for less motion. */
export function usePrefersReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)');
}
