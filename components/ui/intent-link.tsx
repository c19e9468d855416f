'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import type { ComponentProps } from 'react';

type IntentLinkProps = ComponentProps<typeof Link>;

/**
 * next/link that prefetches on intent only: when the pointer reaches the link, it gets focus or a
 * finger touches it, never because it is in the viewport. Viewport prefetching fetched every
 * visible card's and hidden menu panel's page (and their preloaded images) on each page view,
 * some fifty requests nobody asked for; a hover still gives the next page a head start of a few
 * hundred milliseconds. `prefetch={false}` turns the intent prefetch off too.
 */
export default function IntentLink({ prefetch, onMouseEnter, onFocus, onTouchStart, ...props }: IntentLinkProps) {
  const router = useRouter();
  const href = typeof props.href === 'string' ? props.href : null;
  const onIntent = () => {
    // same-origin pages only; the router keeps one prefetch per URL however often this runs
    if (prefetch !== false && href?.startsWith('/')) router.prefetch(href);
  };
  return (
    <Link
      {...props}
      prefetch={false}
      onMouseEnter={(event) => {
        onIntent();
        onMouseEnter?.(event);
      }}
      onFocus={(event) => {
        onIntent();
        onFocus?.(event);
      }}
      onTouchStart={(event) => {
        onIntent();
        onTouchStart?.(event);
      }}
    />
  );
}
