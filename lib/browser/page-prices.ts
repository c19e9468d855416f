import type { CustomerPrice } from '@/lib/contract/schemas/customer-prices';
import { createStore } from './listener-store';

/**
 * The prices the session check's page call brought for the page's first list (session-summary.ts),
 * with the ids it asked them for. That list's CustomerProductsProvider shows them in the same render
 * that learns the visitor is a customer, beside the add-to-cart rows, instead of one more render
 * later through its loader's report. Guest pages carry only this store: the call is customer code.
 */
export interface PagePrices {
  ids: string;
  prices: CustomerPrice[];
  /** When they arrived (Date.now()): the list's loader does not ask for them again while they are this fresh. */
  at: number;
}

export const pagePrices = createStore<PagePrices | null>(null);

/** The list's name in the store: its ids in order. */
export const pagePricesIds = (ids: readonly number[]) => ids.join(',');

/** True when the page call brought the prices of the list `ids` less than `withinMs` ago, so asking again would fetch what the page has. */
export function pageCallAnswered(ids: readonly number[], withinMs: number): boolean {
  const held = pagePrices.get();
  return held !== null && held.ids === pagePricesIds(ids) && Date.now() - held.at < withinMs;
}
