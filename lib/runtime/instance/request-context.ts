import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';

/** What every log line written while a request is served knows about it. */
export interface RequestContext {
  requestId: string;
}

type GlobalWithContext = typeof globalThis & { __storefrontRequestContext?: AsyncLocalStorage<RequestContext> };

/**
 * The process-wide request context. Kept on globalThis because the instance server (scripts/) and
 * Next's bundles each load their own copy of this module, and a log line written inside a route
 * handler must see the id the server gave the request.
 */
export function requestContext(): AsyncLocalStorage<RequestContext> {
  const g = globalThis as GlobalWithContext;
  return (g.__storefrontRequestContext ??= new AsyncLocalStorage<RequestContext>());
}

/** The id of the request being served, when there is one. */
export function currentRequestId(): string | undefined {
  return requestContext().getStore()?.requestId;
}

/** Short and of safe characters only: a client's id ends up in every log line of its request. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/** The edge's `x-request-id` when it is a safe one, else a fresh UUID. */
export function requestIdFrom(sent: string | string[] | undefined): string {
  return typeof sent === 'string' && SAFE_REQUEST_ID.test(sent) ? sent : randomUUID();
}
