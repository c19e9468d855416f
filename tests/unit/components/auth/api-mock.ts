import type { HttpMethod } from '@/lib/contract/client';

export interface Call {
  method: HttpMethod;
  path: string;
  body: unknown;
}

/** A JSON response as the proxy sends it; jsdom has no fetch Response, and the contract client reads only these. */
export function json(body: unknown, status = 200): Response {
  const text = JSON.stringify(body);
  return { status, ok: status >= 200 && status < 300, text: async () => text } as unknown as Response;
}

export const failure = (status: number, key: string, code: string) => json({ success: false, error: [{ key, code }] }, status);

export const DEMO_USER = {
  username: 'demo@securitech.sk',
  email: 'demo@securitech.sk',
  first_name: '',
  last_name: '',
  company_name: 'Alarm Servis Slovakia s.r.o.',
  auth_check: 'abc',
  last_auth_check: null,
};

/**
 * What the form tests put in place of lib/browser/api: every call is recorded in `calls` and
 * answered by `reply`, which a test sets for the answer it needs.
 * Use: `jest.mock('@/lib/browser/api', () => jest.requireActual('<path>/api-mock').fakeBrowserApi)`.
 */
export const fakeApi = {
  calls: [] as Call[],
  reply: ((): Response => json({ success: true })) as (call: Call) => Response,
};

export const fakeBrowserApi = {
  browserApi: {
    send: async (method: HttpMethod, path: string, body?: unknown) => {
      const call = { method, path, body };
      fakeApi.calls.push(call);
      return fakeApi.reply(call);
    },
  },
};
