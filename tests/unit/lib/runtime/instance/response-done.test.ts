/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { onResponseDone } from '@/lib/runtime/instance/response-done';

describe("a response's done callbacks", () => {
  it('share one close listener, however many wrappers wait, and each runs once, in order, when the answer is sent', async () => {
    const ran: number[] = [];
    let added = -1;
    const server = http.createServer((_req, res) => {
      const before = res.listenerCount('close');
      for (let k = 0; k < 12; k++) onResponseDone(res, () => ran.push(k));
      added = res.listenerCount('close') - before;
      res.end('ok');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    await res.text();
    await new Promise((r) => setTimeout(r, 50));
    server.closeAllConnections();
    server.close();
    expect(added).toBe(1);
    expect(ran).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
  });
});
