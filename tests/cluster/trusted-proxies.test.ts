import http from 'node:http';
import { SIGN_IN_PER_ADDRESS } from '@/lib/backend/auth/limits';
import { startEdge, type Edge } from './support/edge';

// Issue 43 item 2: the client address (rate limits, logs) is read from X-Forwarded-For only when the
// socket's peer is in TRUSTED_PROXIES (the loopback by default, where nginx runs in this deployment).
// An instance listens on 127.0.0.1; Linux routes all of 127/8 to the loopback, so a client bound to
// 127.0.0.2 reaches it from an address that is no trusted proxy.
let edge: Edge;
beforeAll(async () => {
  edge = await startEdge();
});
afterAll(() => edge?.stop());

/** A wrong password for an address nobody registered, from `from`, claiming `forged` as the client; answers the status. */
function wrongPassword(base: string, from: string, forged: string, attempt: number): Promise<number> {
  const body = JSON.stringify({ email: `nikto-${from}-${attempt}@montaze.sk`, password: 'Zle-Heslo1' });
  return new Promise((resolve, reject) => {
    const request = http.request(
      new URL('/admin/v1/sign/in', base),
      {
        method: 'POST',
        localAddress: from,
        agent: false,
        headers: { Origin: base, 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body), 'X-Forwarded-For': forged },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.on('error', reject).end(body);
  });
}

/** `count` wrong passwords from `from`, each with a new forged X-Forwarded-For, in order; their statuses. */
async function failures(base: string, from: string, count: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let attempt = 1; attempt <= count; attempt++) statuses.push(await wrongPassword(base, from, `198.51.100.${attempt}`, attempt));
  return statuses;
}

const LIMIT = SIGN_IN_PER_ADDRESS.limit;
const refusedAfterLimit = [...Array<number>(LIMIT).fill(401), 429];

test('straight to an instance from an untrusted peer with a new forged X-Forwarded-For each: the per-address limit trips at its number', async () => {
  const [instance] = edge.cluster.instances;
  expect(await failures(instance!.url, '127.0.0.2', LIMIT + 1)).toEqual(refusedAfterLimit);
  // the limit is the address's, not everyone's
  expect(await wrongPassword(instance!.url, '127.0.0.3', '198.51.100.1', 1)).toBe(401);
});

test('through nginx (a trusted proxy) the address nginx appended counts: forged entries left of it are not read, nor is nginx taken for the client', async () => {
  expect(await failures(edge.nginx.url, '127.0.0.4', LIMIT + 1)).toEqual(refusedAfterLimit);
  // nginx itself connects from 127.0.0.1: another client behind it still has all its attempts
  expect(await wrongPassword(edge.nginx.url, '127.0.0.5', '198.51.100.1', 1)).toBe(401);
});
