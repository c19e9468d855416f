'use client';

import { useCallback, useEffect, useRef } from 'react';

/** Marks the history entry an open overlay added, so it is recognised when it is still the current one. */
const MARK = 'secshopOverlay';

function isOurEntry(): boolean {
  const state: unknown = window.history.state;
  return typeof state === 'object' && state !== null && MARK in state;
}

/**
 * Lets the browser's Back close an overlay instead of leaving the page (a phone's Back button or
 * gesture): while `open`, one history entry for the same address is added, and Back takes it away
 * and calls `onBack`. Closed another way, the overlay takes its entry back, so no extra step is left
 * in the history. `leave` is for a link followed from the overlay: call it before navigating and
 * replace (router.replace) instead of push, so the new page takes the overlay's entry.
 *
 * The entry copies the router's state (Next.js keeps its own in history.state) and adds a mark.
 */
export function useBackCloses(open: boolean, onBack: () => void): { leave: () => boolean } {
  const active = useRef(false);
  const back = useRef(onBack);
  useEffect(() => {
    back.current = onBack;
  });

  useEffect(() => {
    if (!open) return;
    // pushed a task later: React's development double run (mount, unmount, mount) then pushes once
    // instead of pushing, going back asynchronously and popping the second entry
    const push = window.setTimeout(() => {
      const state: unknown = window.history.state;
      window.history.pushState({ ...(typeof state === 'object' ? state : {}), [MARK]: true }, '');
      active.current = true;
    });
    const onPop = () => {
      if (!active.current) return;
      active.current = false;
      back.current();
    };
    window.addEventListener('popstate', onPop);
    return () => {
      window.clearTimeout(push);
      window.removeEventListener('popstate', onPop);
      // closed by Escape, the overlay or the clear button: take the entry back (a navigation replaced it already)
      if (active.current && isOurEntry()) window.history.back();
      active.current = false;
    };
  }, [open]);

  /** True when the overlay's entry is current: the caller should replace it instead of pushing a new one. */
  const leave = useCallback(() => {
    const ours = active.current && isOurEntry();
    active.current = false;
    return ours;
  }, []);

  return { leave };
}
