/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { refuseForeignActions } from '@/lib/runtime/instance/foreign-actions';
import { capturedLogger } from '../../../../support/captured-log';

let base = '';
let server: http.Server;
const nextSaw: string[] = [];
const captured = capturedLogger();

beforeAll(async () => {
  const next = (req: http.IncomingMessage, res: http.ServerResponse) => {
    nextSaw.push(`${req.method} ${req.url}`);
    req.resume();
    req.on('end', () => res.writeHead(200).end('from Next'));
  };
  server = http.createServer(refuseForeignActions(next, { siteUrl: 'https://shop.example.sk', log: captured.logger }));
  // a free port the system picks: no fixed port to clash with another run on the machine
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  nextSaw.length = 0;
  captured.lines.length = 0;
});

function post(path: string, headers: Record<string, string>): Promise<{ status: number; connection: string | undefined }> {
  return new Promise((resolve, reject) => {
    const request = http.request(`${base}${path}`, { method: 'POST', headers, agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection }));
    });
    request.on('error', reject);
    request.end('[]');
  });
}

const ACTION = { 'next-action': `7f${'0'.repeat(40)}`, 'content-type': 'text/plain;charset=UTF-8' };

describe('Server Action posts from another origin', () => {
  it.each([
    ['a call naming an action', { ...ACTION, origin: 'https://attacker.example' }],
    ['a form posted as multipart', { origin: 'https://attacker.example', 'content-type': 'multipart/form-data; boundary=x' }],
    ['a sandboxed page (Origin: null)', { ...ACTION, origin: 'null' }],
  ])('%s: 403 before Next, the connection closed, one warning line', async (_name, headers) => {
    const answer = await post('/', headers);
    expect(answer).toEqual({ status: 403, connection: 'close' });
    expect(nextSaw).toEqual([]);
    expect(captured.parsed()).toEqual([expect.objectContaining({ level: 'warn', msg: 'server action from another origin refused' })]);
  });

  it("go to Next from the shop's own origin: the address asked for, or SITE_URL's behind a proxy", async () => {
    await post('/', { ...ACTION, origin: base });
    await post('/', { ...ACTION, origin: 'https://shop.example.sk' });
    expect(nextSaw).toEqual([`POST /`, `POST /`]);
    expect(captured.lines).toEqual([]);
  });

  it('go to Next without Origin (no browser sends a cross-site POST so), and so do the route handlers and plain posts', async () => {
    await post('/', ACTION);
    await post('/admin/v1/sign/in', { ...ACTION, origin: 'https://attacker.example' });
    await post('/api/revalidate', { origin: 'https://attacker.example', 'content-type': 'multipart/form-data; boundary=x' });
    await post('/', { origin: 'https://attacker.example', 'content-type': 'application/json' });
    expect(nextSaw).toHaveLength(4);
    expect(captured.lines).toEqual([]);
  });
});
