import autocannon from 'autocannon';

/** req/s, p99 and failures of `url` under `connections` keep-alive connections for `seconds` (autocannon, one request in flight each). */
export async function loadUrl(url: string, connections: number, seconds: number) {
  const result = await autocannon({ url, connections, duration: seconds, pipelining: 1 });
  return { reqPerSec: result.requests.average, p99: result.latency.p99, non2xx: result.non2xx, errors: result.errors };
}
