'use client';

import { useRouter } from 'next/navigation';
import type { FocusEvent, MouseEvent, PointerEvent, TouchEvent } from 'react';
import { inAppPath, useIntentPrefetch } from './intent-prefetch';

/** The link an event happened in, if any. */
const linkOf = (event: { target: EventTarget }) => (event.target as Element).closest?.('a[href]') as HTMLAnchorElement | null;

/**
 * Handlers for an element whose links are plain server HTML (not one next/link each): a click on
 * one navigates in the app, as next/link would, and pointing at, focusing or touching it prefetches
 * its page (intent-prefetch.ts, as IntentLink does). One listener for a whole block of links:
 * nothing per link to put in the page's payload or to hydrate.
 */
export function useDelegatedLinks() {
  const router = useRouter();
  const prefetchLink = useIntentPrefetch();
  const prefetch = (event: PointerEvent | FocusEvent | TouchEvent) => prefetchLink(linkOf(event));
  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = linkOf(event);
    const path = link && inAppPath(link);
    if (!path) return;
    event.preventDefault();
    router.push(path);
  };
  return { onClick, onPointerOver: prefetch, onFocus: prefetch, onTouchStart: prefetch };
}
