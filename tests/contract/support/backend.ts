import { eq } from 'drizzle-orm';
import { handleBackendRequest } from '@/lib/backend';
import { getDb } from '@/lib/backend/db/client';
import { customers } from '@/lib/backend/db/schema';
import { createSession } from '@/lib/backend/session';

export const DEMO_EMAIL = 'demo@securitech.sk';
export const DEMO_PASSWORD = 'Demo1234!';

export interface CallOptions {
  body?: unknown;
  cookie?: string;
  headers?: Record<string, string>;
}

/** Calls the embedded backend the way the proxy does: a plain Request in, a Response out. */
export function call(method: string, path: string, options: CallOptions = {}): Promise<Response> {
  const headers = new Headers(options.headers);
  if (options.cookie) headers.set('Cookie', options.cookie);
  if (options.body !== undefined) headers.set('Content-Type', 'application/json');
  return handleBackendRequest(
    new Request(`http://backend.test${path}`, {
      method,
      headers,
      body: options.body === undefined ? undefined : typeof options.body === 'string' ? options.body : JSON.stringify(options.body),
    }),
  );
}

/** Calls and expects the answer a customer's own data gets: 200, kept out of every shared cache. */
export async function callPrivate(method: string, path: string, options: CallOptions = {}): Promise<Response> {
  const response = await call(method, path, options);
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('private, no-store');
  return response;
}

/** Calls and parses JSON, returning status and body. */
export async function callJson(method: string, path: string, options: CallOptions = {}) {
  const response = await call(method, path, options);
  return { status: response.status, headers: response.headers, body: (await response.json()) as unknown };
}

/** A session for the demo customer made directly in the database: the cookies the storefront would send. */
export async function demoCustomerCookie(email = DEMO_EMAIL): Promise<string> {
  const db = await getDb();
  const [customer] = await db.select().from(customers).where(eq(customers.email, email)).limit(1);
  if (!customer) throw new Error(`No customer ${email} in the seed`);
  const { sid, authCheck } = await createSession(db, customer.id);
  return `sid=${sid}; auth_check=${authCheck}`;
}
