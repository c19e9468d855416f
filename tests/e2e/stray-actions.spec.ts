import http from 'node:http';
import { expect, test } from '@playwright/test';
import { skipUnlessSingleRun, startInstanceServer, type InstanceServer, type LogLine } from './support/instance-server';

// A Server Action call the shop never made (issue 43, item 7): forged on another site, or naming an
// action this build does not have. The shop defines none, so each is refused: a 4xx and at most one
// warning line, never a 500 with error lines that anyone on the web could fill the log with.
test.beforeEach(({}, info) => {
  skipUnlessSingleRun(info);
});

/** One POST on its own connection: status and the request id the instance logged it under. */
function post(url: string, headers: Record<string, string>, body: string): Promise<{ status: number; requestId: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method: 'POST', headers, agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, requestId: String(res.headers['x-request-id']) }));
    });
    request.on('error', reject);
    request.end(body);
  });
}

/** The lines an instance wrote for one request besides its request line, once that line is written. */
async function linesOf(server: InstanceServer, requestId: string): Promise<LogLine[]> {
  await expect.poll(() => server.lines.some((line) => line.msg === 'request' && line.reqId === requestId)).toBe(true);
  return server.lines.filter((line) => line.reqId === requestId && line.msg !== 'request');
}

/** A well-formed action id that no build of the shop has (Next's ids are 42 hex digits). */
const UNKNOWN_ACTION = `7f${'0'.repeat(40)}`;

test('a Server Action posted from another site answers 403 with one warning line, not 500 with errors', async () => {
  const basePort = Number(new URL(process.env.BASE_URL ?? 'http://127.0.0.1:3000').port);
  const port = basePort + 48;
  // the suite's shop answers this instance's backend calls
  const server = startInstanceServer(port, { API_URL: process.env.BASE_URL ?? '' });
  try {
    await server.logged('shop listening');
    const origin = `http://127.0.0.1:${port}`;
    const forged = [
      // the client router's call, from a page on another site
      post(`${origin}/`, { 'next-action': UNKNOWN_ACTION, origin: 'https://attacker.example', 'content-type': 'text/plain;charset=UTF-8' }, '[]'),
      // a form posted without JavaScript, from another site
      post(
        `${origin}/`,
        { origin: 'https://attacker.example', 'content-type': 'multipart/form-data; boundary=x' },
        `--x\r\nContent-Disposition: form-data; name="$ACTION_ID_${UNKNOWN_ACTION}"\r\n\r\n\r\n--x--\r\n`,
      ),
      // a sandboxed frame's request says Origin: null
      post(`${origin}/category/cctv`, { 'next-action': UNKNOWN_ACTION, origin: 'null', 'content-type': 'text/plain;charset=UTF-8' }, '[]'),
    ];
    for (const { status, requestId } of await Promise.all(forged)) {
      expect(status).toBe(403);
      const lines = await linesOf(server, requestId);
      expect(lines.map(({ level, msg }) => ({ level, msg }))).toEqual([{ level: 'warn', msg: 'server action from another origin refused' }]);
    }

    // an action this build does not have, from the shop's own page: Next's answer, a 4xx and no error
    const unknown = await post(`${origin}/`, { 'next-action': UNKNOWN_ACTION, origin, 'content-type': 'text/plain;charset=UTF-8' }, '[]');
    expect(unknown.status).toBeGreaterThanOrEqual(400);
    expect(unknown.status).toBeLessThan(500);
    const lines = await linesOf(server, unknown.requestId);
    expect(lines.length).toBeLessThanOrEqual(1);
    expect(lines.filter((line) => line.level !== 'warn')).toEqual([]);
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
  }
});
