'use client';

import Link from 'next/link';
import type { ComponentProps } from 'react';
import { useIntentPrefetch } from './intent-prefetch';

type IntentLinkProps = ComponentProps<typeof Link>;

/**
 * next/link that prefetches on intent only (intent-prefetch.ts): when the pointer reaches the link,
 * it gets focus or a finger touches it, never because it is in the viewport; a hover still gives
 * the next page a head start of a few hundred milliseconds. `prefetch={false}` turns the intent
 * prefetch off too.
 */
export default function IntentLink({ prefetch, onMouseEnter, onFocus, onTouchStart, ...props }: IntentLinkProps) {
  const prefetchLink = useIntentPrefetch();
  const onIntent = (link: HTMLAnchorElement) => {
    if (prefetch !== false) prefetchLink(link);
  };
  return (
    <Link
      {...props}
      prefetch={false}
      onMouseEnter={(event) => {
        onIntent(event.currentTarget);
        onMouseEnter?.(event);
      }}
      onFocus={(event) => {
        onIntent(event.currentTarget);
        onFocus?.(event);
      }}
      onTouchStart={(event) => {
        onIntent(event.currentTarget);
        onTouchStart?.(event);
      }}
    />
  );
}
