import http from 'node:http';
import { expect, test } from '@playwright/test';
import { getOnce, skipUnlessSingleRun, startInstanceServer } from './support/instance-server';

// What an orchestrator's SIGTERM does to an instance of this build: the stop sequence of
// docs/deploying.md (Stopping). The instance proxies to a stand-in upstream that holds one request open
// until the test lets it answer, so "a request in flight" is one for as long as the test needs.
test.beforeEach(({}, info) => {
  skipUnlessSingleRun(info);
});

test('SIGTERM: not ready at once, the request in flight completes, then no new connections and exit 0', async () => {
  const basePort = Number(new URL(process.env.BASE_URL ?? 'http://127.0.0.1:3000').port);
  const [upstreamPort, port] = [basePort + 45, basePort + 46];
  let arrived!: () => void;
  let answer!: () => void;
  const held = { arrived: new Promise<void>((r) => (arrived = r)), answered: new Promise<void>((r) => (answer = r)) };
  const upstream = http.createServer((req, res) => {
    arrived();
    void held.answered.then(() => res.writeHead(200, { 'content-type': 'application/json' }).end('{"success":true,"data":{"held":true}}'));
  });
  await new Promise<void>((resolve) => upstream.listen(upstreamPort, '127.0.0.1', resolve));
  // The delay would last ten minutes: the second signal below ends it, so nothing here waits on a clock.
  const server = startInstanceServer(port, { API_URL: `http://127.0.0.1:${upstreamPort}`, SHUTDOWN_DELAY_MS: '600000' });
  try {
    await server.logged('shop listening');
    const origin = `http://127.0.0.1:${port}`;
    const inFlight = getOnce(`${origin}/admin/v1/sign/user`);
    await held.arrived;

    server.child.kill('SIGTERM');
    await server.logged('stopping: /api/ready answers 503');
    const ready = await getOnce(`${origin}/api/ready`);
    expect(ready.status).toBe(503);
    expect(JSON.parse(ready.body)).toEqual({ status: 'stopping' });

    server.child.kill('SIGTERM'); // a second signal skips the rest of the delay
    await server.logged('stopping: no new connections');
    await expect(getOnce(`${origin}/api/health`)).rejects.toThrow(/ECONNREFUSED|ECONNRESET/);

    answer();
    const completed = await inFlight;
    expect(completed.status).toBe(200);
    expect(JSON.parse(completed.body)).toEqual({ success: true, data: { held: true } });
    expect(await server.exited).toBe(0);
    const requestLines = server.lines.filter((line) => line.msg === 'request');
    expect(requestLines).toContainEqual(expect.objectContaining({ method: 'GET', path: '/admin/v1/sign/user', status: 200 }));
    expect(server.lines.at(-1)?.msg).toBe('stopped');
  } finally {
    if (server.child.exitCode === null) server.child.kill('SIGKILL');
    upstream.close();
  }
});
