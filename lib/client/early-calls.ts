import type { HttpMethod } from '@/lib/api/client';

/**
 * Customer calls a page starts while its HTML is still being parsed, in a browser holding the
 * signed-in hint: the session check and the page's products with prices. Without this they waited
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
type EarlyStore = Record<string, Promise<Response> | undefined>;

/** One request's name in the store: method, path and JSON body. */
export const earlyCallKey = (method: string, path: string, body: string | null) => `${method} ${path} ${body ?? ''}`;

function store(): EarlyStore | undefined {
  return typeof window === 'undefined' ? undefined : (window as unknown as Record<string, EarlyStore | undefined>)[EARLY_CALLS_GLOBAL];
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
}
