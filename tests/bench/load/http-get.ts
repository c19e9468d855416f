import http from 'node:http';
import zlib from 'node:zlib';

/** One answer: status, nginx's X-Cache-Status, every header and the body as sent (still compressed). */
export interface RawAnswer {
  status: number;
  cacheStatus: string | null;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  encoding: string | undefined;
}

/**
 * A request over node:http, the body gathered as it arrives. fetch() (undici) read each body through
 * a web stream and decompressed it chunk by chunk on the generator's one thread: pages nginx had sent
 * at once took the generator hundreds of ms to read under load, and that was timed as the shop's
 * (docs/performance.md, the load run). A browser reads on its own machine.
 */
export function httpRequest(url: string, init: { method: string; headers: Record<string, string>; body?: string }, agent: http.Agent): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method: init.method, headers: init.headers, agent }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        const cacheStatus = response.headers['x-cache-status'];
        resolve({
          status: response.statusCode ?? 0,
          cacheStatus: typeof cacheStatus === 'string' ? cacheStatus : null,
          headers: response.headers,
          body: Buffer.concat(chunks),
          encoding: response.headers['content-encoding'],
        });
      });
    });
    request.on('error', reject);
    request.end(init.body);
  });
}

/** A GET over node:http (httpRequest). */
export const httpGet = (url: string, headers: Record<string, string>, agent: http.Agent) => httpRequest(url, { method: 'GET', headers }, agent);

/** The body as text, decompressed at once (one call, not a stream). */
export function bodyText({ body, encoding }: RawAnswer): string {
  if (encoding === 'br') return zlib.brotliDecompressSync(body).toString('utf8');
  if (encoding === 'gzip') return zlib.gunzipSync(body).toString('utf8');
  return body.toString('utf8');
}
