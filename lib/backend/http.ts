import 'server-only';
import { NETWORK_ERROR, type ErrorItem } from '@/lib/contract/errors';

const JSON_TYPE = 'application/json; charset=utf-8';

/** 200 with the success envelope. `cache` is "public" only for reads that carry no customer data. */
export function ok(payload: Record<string, unknown> = {}, init: { status?: number; cache?: 'public' | 'private'; headers?: HeadersInit } = {}): Response {
  const headers = new Headers(init.headers);
  headers.set('Content-Type', JSON_TYPE);
  headers.set('Cache-Control', init.cache === 'public' ? 'public, max-age=60, stale-while-revalidate=600' : 'private, no-store');
  return new Response(JSON.stringify({ success: true, ...payload }), { status: init.status ?? 200, headers });
}

/** A failure with the spec's error envelope and a real HTTP status. */
export function fail(status: number, items: ErrorItem[], headers?: HeadersInit): Response {
  const h = new Headers(headers);
  h.set('Content-Type', JSON_TYPE);
  h.set('Cache-Control', 'private, no-store');
  return new Response(JSON.stringify({ success: false, error: items }), { status, headers: h });
}

export const notFound = (what = 'resource') => fail(404, [{ key: what, code: `messages.${what}.notFound` }]);
export const notLoggedIn = () => fail(401, [{ key: 'user', code: 'messages.user.not-logged-in' }]);
/** 403: the person is signed in but their role in the company does not allow this (docs/decisions/059-company-accounts.md). */
export const forbidden = () => fail(403, [{ key: 'user', code: 'messages.user.forbidden' }]);
/** Seconds a client waits before trying again after a 503 (the database was unreachable for a moment). */
export const RETRY_AFTER_SECONDS = 5;
/** 503 + Retry-After with `messages.network`: the data could not be read just now, a retry will do. */
export const unavailable = () => fail(503, [NETWORK_ERROR], { 'Retry-After': String(RETRY_AFTER_SECONDS) });
export const badRequest = (items: ErrorItem[]) => fail(400, items);

/** Cents to the contract's money number (2 decimals). */
export function money(cents: number): number {
  return Math.round(cents) / 100;
}
