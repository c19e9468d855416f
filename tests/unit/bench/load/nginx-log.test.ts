/** @jest-environment node */
import { edgeFailures, isGuestPage, parseEdgeLog } from '@/tests/bench/load/nginx-log';

/** Lines as nginx writes them with the `edge` log_format of scripts/lib/edge/nginx-config.ts. */
const LOG = [
  '127.0.0.1 "GET /category/cctv?or=2 HTTP/1.1" 200 18211 cache=MISS upstream=127.0.0.1:3700 0.412 upstream_time=0.398',
  '127.0.0.1 "GET / HTTP/1.1" 200 20112 cache=HIT upstream=- 0.001 upstream_time=-',
  '127.0.0.1 "GET /product/kamera-x HTTP/1.1" 200 9000 cache=MISS upstream=127.0.0.1:3700, 127.0.0.1:3701 1.200 upstream_time=0.004, 1.150',
  '127.0.0.1 "GET /blog HTTP/1.1" 200 7000 cache=BYPASS upstream=127.0.0.1:3701 0.090 upstream_time=0.088',
  '127.0.0.1 "GET /_next/static/chunks/app.js HTTP/1.1" 200 500 cache=HIT upstream=- 0.000 upstream_time=-',
  '127.0.0.1 "PUT /admin/v1/basket/add HTTP/1.1" 200 40 cache=- upstream=127.0.0.1:3700 0.030 upstream_time=0.029',
  '',
].join('\n');

describe('the edge access log', () => {
  const requests = parseEdgeLog(LOG);

  it('reads every request with nginx time and the time spent on the instances, in ms', () => {
    expect(requests).toHaveLength(6);
    expect(requests[0]).toEqual({ method: 'GET', url: '/category/cctv?or=2', status: 200, cache: 'MISS', ms: 412, upstreamMs: 398 });
    expect(requests[1]!.upstreamMs).toBeNull();
    // a retry on the second instance: both attempts count
    expect(requests[2]!.upstreamMs).toBeCloseTo(1154);
  });

  it('tells guest pages from customer pages (BYPASS), files and calls', () => {
    expect(requests.filter(isGuestPage).map((r) => r.url)).toEqual(['/category/cctv?or=2', '/', '/product/kamera-x']);
  });
});

describe("the edge's error log", () => {
  it('counts what went wrong with the instances, by nginx’s words', () => {
    const log = [
      '2026/11/30 08:15:01 [error] 12#12: *881 upstream timed out (110: Connection timed out) while reading response header from upstream, client: 127.0.0.1',
      '2026/11/30 08:15:02 [error] 12#12: *882 no live upstreams while connecting to upstream, client: 127.0.0.1',
      '2026/11/30 08:15:02 [error] 12#12: *883 no live upstreams while connecting to upstream, client: 127.0.0.1',
      '2026/11/30 08:15:03 [warn] 12#12: *884 an upstream response is buffered to a temporary file',
      '2026/11/30 08:15:04 [error] 12#12: *885 connect() failed (111: Connection refused) while connecting to upstream',
    ].join('\n');
    expect([...edgeFailures(log)]).toEqual([
      ['upstream timed out', 1],
      ['no live upstreams', 2],
      ['connect() failed', 1],
    ]);
  });
});
