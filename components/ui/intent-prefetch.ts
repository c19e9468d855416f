'use client';

import { useRouter } from 'next/navigation';
import { useRef } from 'react';

/**
 * The path (with query and hash) a link leads to inside the app, or null when the browser should
 * follow it itself: another origin (the anchor's own resolved origin, so `//host/…` and absolute
 * addresses count too), a target (another tab) or a download.
 */
export function inAppPath(link: HTMLAnchorElement): string | null {
  if (link.origin !== window.location.origin || link.target || link.hasAttribute('download')) return null;
  return link.pathname + link.search + link.hash;
}

/**
 * Prefetch on intent, the one way for IntentLink and useDelegatedLinks: call the returned function
 * with the link the user points at, focuses or touches; never for being rendered or in view (that
 * fetched every card's and hidden menu panel's page on each view). A link entered again in a row
 * (pointerover fires for every child crossed) is asked once; the router keeps one prefetch per URL.
 */
export function useIntentPrefetch(): (link: HTMLAnchorElement | null) => void {
  const router = useRouter();
  const last = useRef<string | null>(null);
  return (link) => {
    const path = link && inAppPath(link);
    if (path && path !== last.current) router.prefetch(path);
    last.current = path;
  };
}
