import type { SendToBackend } from '@/lib/server/proxy/upstream';

/** What the fake upstream saw: the request as the proxy built it, its body already read. */
export interface SeenRequest {
  request: Request;
  body: string;
  bytes: Uint8Array;
  timeoutMs: number;
}

/** A fake backend: records every request and answers with `answer` (a fresh Response per call). */
export function fakeUpstream(answer: (request: Request) => Response | Promise<Response> = () => Response.json({ success: true })) {
  const seen: SeenRequest[] = [];
  const send: SendToBackend = async (request, timeoutMs) => {
    const bytes = new Uint8Array(await request.arrayBuffer());
    seen.push({ request, body: new TextDecoder().decode(bytes), bytes, timeoutMs });
    return answer(request);
  };
  return { send, seen };
}

export const SHOP = 'http://localhost:3000';

/**
 * A request as the shop's own page sends it to the proxy: `Sec-Fetch-Site: same-origin`, and non-GET
 * calls carry the shop's Origin, unless told otherwise.
 */
export function browserRequest(path: string, init: RequestInit = {}): Request {
  const method = init.method ?? 'GET';
  const headers = new Headers(init.headers);
  if (!headers.has('sec-fetch-site')) headers.set('sec-fetch-site', 'same-origin');
  if (method !== 'GET' && method !== 'HEAD' && !headers.has('origin') && !headers.has('sec-fetch-site')) {
    headers.set('origin', SHOP);
  }
  return new Request(SHOP + path, { ...init, method, headers });
}
