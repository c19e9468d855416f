import type { ProductFilter } from '@/lib/contract/calls/catalogue';

/**
 * Where a server-rendered page got its products from, so the browser can ask the same
 * question again with the customer's session and get prices.
 */
export type CustomerProductSource =
  | { kind: 'homepage'; lang: string }
  | ({ kind: 'filter'; lang: string } & ProductFilter)
  | { kind: 'detail'; lang: string; url: string }
  | { kind: 'search'; lang: string; query: string; limit: number; offset: number };
