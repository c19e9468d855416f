import zlib from 'node:zlib';
import { inlinePayload } from './html-split';

export interface PageWeight {
  status: number;
  /** median time to the first byte of the body over `samples` sequential requests, in ms */
  ttfbMs: number;
  /** HTML as sent, and gzip-compressed (what a browser would download with compression) */
  htmlBytes: number;
  htmlGzipBytes: number;
  /** the inline RSC payload's scripts (`self.__next_f.push`) within the HTML */
  payloadBytes: number;
}

interface Sample {
  ms: number;
  status: number;
  body: Buffer;
}

async function timeToFirstByte(url: string): Promise<Sample> {
  const started = performance.now();
  const response = await fetch(url, { headers: { 'Accept-Encoding': 'identity' } });
  const reader = response.body!.getReader();
  const first = await reader.read();
  const ms = performance.now() - started;
  const chunks: Uint8Array[] = first.value ? [first.value] : [];
  for (let next = await reader.read(); !next.done; next = await reader.read()) chunks.push(next.value);
  return { ms, status: response.status, body: Buffer.concat(chunks) };
}

/** TTFB (median, warm cache) and HTML size of one guest page. */
export async function pageWeight(base: string, route: string, samples = 9): Promise<PageWeight> {
  await timeToFirstByte(base + route); // warm-up: fills Next's caches
  const times: number[] = [];
  let last: Sample = { ms: 0, status: 0, body: Buffer.alloc(0) };
  for (let i = 0; i < samples; i++) {
    last = await timeToFirstByte(base + route);
    times.push(last.ms);
  }
  times.sort((a, b) => a - b);
  return {
    status: last.status,
    ttfbMs: times[Math.floor(times.length / 2)]!,
    htmlBytes: last.body.length,
    htmlGzipBytes: zlib.gzipSync(last.body, { level: 6 }).length,
    payloadBytes: inlinePayload(last.body.toString('utf8')).scriptBytes,
  };
}
