'use client';

import { useEffect, type RefObject } from 'react';
import { lockScroll } from '@/lib/browser/scroll-lock';
import { trapTab } from './trap-tab';

/**
 * What an open modal panel (a drawer) does while open: the page behind stops scrolling, focus
 * moves to `initialFocus` and Tab cycles inside `panel`, Escape calls `close`.
 */
export function useModalPanel(open: boolean, close: () => void, panel: RefObject<HTMLElement | null>, initialFocus: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    if (!open) return;
    const unlock = lockScroll();
    initialFocus.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
      else if (event.key === 'Tab' && panel.current) trapTab(event, panel.current);
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      unlock();
    };
  }, [open, close, panel, initialFocus]);
}
