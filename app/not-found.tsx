'use client';

/**
 * notFound() outside the shop's layout ((checkout) pages, a layout itself): Next's own 404 message,
 * as without this file. Next puts the root layout's not-found element into every page's payload: its
 * built-in one as a rendered tree with its inline styles (about 0.8 KB a page), this client module's as
 * a reference. Unknown URLs get app/global-not-found.tsx.
 */
export { default } from 'next/dist/client/components/builtin/not-found';
