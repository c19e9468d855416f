import base from '@/messages/sk.json';
import error from '@/messages/sk.error.json';
import price from '@/messages/sk.price.json';
import quantity from '@/messages/sk.quantity.json';
import scanButton from '@/messages/sk.scanbutton.json';
import scanner from '@/messages/sk.scanner.json';
import search from '@/messages/sk.search.json';
import share from '@/messages/sk.share.json';
import slideshow from '@/messages/sk.slideshow.json';
import toasts from '@/messages/sk.toasts.json';
import wishlist from '@/messages/sk.wishlist.json';
import worker from '@/messages/sk.worker.json';

/**
 * Every message, for the server and the tests. The namespaces only a client area reads are kept in
 * their own files (messages/sk.<area>.json), imported by that area's client code: they travel in its
 * JavaScript chunk, cached across pages, instead of in every page's inline payload (client-messages.ts).
 */
export const messages = {
  ...base,
  ...error,
  ...price,
  ...quantity,
  ...scanButton,
  ...scanner,
  ...search,
  ...share,
  ...slideshow,
  ...toasts,
  ...wishlist,
  ...worker,
};
