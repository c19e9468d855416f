import { NotFoundContent } from '@/components/layout/not-found-content';

/**
 * notFound() outside the shop's layout (a (checkout) page, a layout itself): the shop's Slovak message
 * without its frame. Next puts the root layout's not-found element into every page's payload: its
 * built-in one as a rendered tree with inline styles (about 0.8 KB a page), a client component's as a
 * reference, and this one's code is in a chunk the shop's pages load anyway. Unknown URLs get
 * app/global-not-found.tsx.
 */
export default NotFoundContent;
