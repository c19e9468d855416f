import type { HttpMethod } from '@/lib/contract/client';

/**
 * Customer calls a page starts while its HTML is still being parsed, in a browser holding the
 * signed-in hint: the session check and the page's products with prices, in one call where the
 * page's first priced list starts it (POST /x/customer/page with the list's ids), else the
 * session's part of it at the end of the page, and further lists' prices each. Without this they waited
 * for the JavaScript, hydration, the session check's answer and the customer code, one after the
 * other. The browser's contract client (api.ts) takes the answer of the same request once, instead
 * of sending it again. The HTML names only public requests (paths and filter bodies the guest's page
 * makes too): it stays the same for everyone.
 */
export interface EarlyCall {
  method: HttpMethod;
  path: string;
  /** the JSON body as the browser's client sends it, or null */
  body: string | null;
}

/** Where the inline script leaves the started requests, by earlyCallKey. */
export const EARLY_CALLS_GLOBAL = '__secshopEarlyCalls';
/** The ids the page call was started with (POST /x/customer/page, the first priced list's), once started. */
export const EARLY_PAGE_GLOBAL = '__secshopEarlyPage';
type EarlyStore = Record<string, Promise<Response> | undefined>;

/** A request as the inline script is handed it: method, path and JSON body (or null). */
export type EarlyCallData = [method: string, path: string, body: string | null];
export const earlyCallData = (call: EarlyCall): EarlyCallData => [call.method, call.path, call.body];

/**
 * One request's name in the store: its data as JSON. The runner names what it starts with
 * JSON.stringify of the data it was handed, so the format lives here alone.
 */
export const earlyCallKey = (method: HttpMethod, path: string, body: string | null) => JSON.stringify(earlyCallData({ method, path, body }));

const globals = () => (typeof window === 'undefined' ? undefined : (window as unknown as Record<string, unknown>));
const store = () => globals()?.[EARLY_CALLS_GLOBAL] as EarlyStore | undefined;

/** The ids the page call was started with, once (later session checks of this page ask without an early answer). */
export function takeEarlyPageIds(): number[] | undefined {
  const page = globals();
  const ids = page?.[EARLY_PAGE_GLOBAL] as number[] | undefined;
  if (page) delete page[EARLY_PAGE_GLOBAL];
  return ids;
}

/** The early answer to exactly this request, once (the next same request goes to the network). */
export function takeEarlyCall(method: HttpMethod, path: string, body: unknown): Promise<Response> | undefined {
  const early = store();
  if (!early) return undefined;
  const key = earlyCallKey(method, path, body === undefined ? null : JSON.stringify(body));
  const answer = early[key];
  delete early[key];
  return answer;
}

/** Forgets early answers not taken yet: after a sign-in or sign-out they answer for the session before. */
export function dropEarlyCalls() {
  const early = store();
  if (early) for (const key of Object.keys(early)) delete early[key];
  takeEarlyPageIds();
}
