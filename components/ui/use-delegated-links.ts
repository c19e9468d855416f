'use client';

import { useRouter } from 'next/navigation';
import { useRef } from 'react';
import type { FocusEvent, MouseEvent, PointerEvent, TouchEvent } from 'react';

/** The same-origin link an event happened in, if any. */
function shopLink(event: { target: EventTarget }): HTMLAnchorElement | null {
  const link = (event.target as Element).closest?.('a[href]') as HTMLAnchorElement | null;
  if (!link || link.origin !== window.location.origin || link.target || link.hasAttribute('download')) return null;
  return link;
}

const pathOf = (link: HTMLAnchorElement) => link.pathname + link.search + link.hash;

/**
 * Handlers for an element whose links are plain server HTML (not one next/link each): a click on
 * one navigates in the app, as next/link would, and pointing at, focusing or touching it prefetches
 * its page, as IntentLink does. One listener for a whole block of links: nothing per link to put in
 * the page's payload or to hydrate.
 */
export function useDelegatedLinks() {
  const router = useRouter();
  // pointerover fires for every child the pointer crosses: one prefetch per link entered
  const last = useRef<string | null>(null);
  const prefetch = (event: PointerEvent | FocusEvent | TouchEvent) => {
    const link = shopLink(event);
    const path = link && pathOf(link);
    if (path && path !== last.current) router.prefetch(path);
    last.current = path;
  };
  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = shopLink(event);
    if (!link) return;
    event.preventDefault();
    router.push(pathOf(link));
  };
  return { onClick, onPointerOver: prefetch, onFocus: prefetch, onTouchStart: prefetch };
}
