import fs from 'node:fs';
import path from 'node:path';
import { routeKind } from '../../../lib/runtime/metrics/request-metrics';

/** One request in the access log of the edge nginx (scripts/lib/edge/nginx-config.ts, log_format `edge`). */
export interface EdgeRequest {
  method: string;
  /** path and query */
  url: string;
  status: number;
  /** $upstream_cache_status: HIT, MISS, EXPIRED, BYPASS…, '-' where nginx does not cache */
  cache: string;
  /** $request_time: from nginx reading the request to its last byte sent, in ms */
  ms: number;
  /** $upstream_response_time: time spent on the instance (every attempt summed), in ms; null when none was asked */
  upstreamMs: number | null;
}

const LINE = /^\S+ "(\S+) (\S+) [^"]*" (\d{3}) \d+ cache=(\S*) upstream=(.*?) ([\d.]+)(?: upstream_time=(.*))?$/;

/** The upstream time of one request: "0.012", "0.012, 0.004" (a retry on the other instance), or "-" (none). */
function upstreamMs(field: string | undefined): number | null {
  const times = (field ?? '').split(/[,:]\s*/).filter((t) => /^\d/.test(t.trim()));
  return times.length === 0 ? null : times.reduce((sum, t) => sum + 1000 * Number(t), 0);
}

/** The requests of an access log in the `edge` format; other lines (none expected) are skipped. */
export function parseEdgeLog(text: string): EdgeRequest[] {
  const requests: EdgeRequest[] = [];
  for (const line of text.split('\n')) {
    const m = LINE.exec(line.trim());
    if (!m) continue;
    requests.push({ method: m[1]!, url: m[2]!, status: Number(m[3]), cache: m[4]!, ms: 1000 * Number(m[6]), upstreamMs: upstreamMs(m[7]) });
  }
  return requests;
}

/** A guest's page in the log: a GET of a page (not a file, call or /api route) that nginx may cache (a customer's is BYPASS). */
export const isGuestPage = (r: EdgeRequest) => r.method === 'GET' && routeKind(r.url.split('?')[0]!) === 'page' && r.cache !== 'BYPASS';

/** The access log read from byte `from` on (what was written since that offset). */
export function readEdgeLog(file: string, from = 0): EdgeRequest[] {
  const text = fs.readFileSync(file);
  return parseEdgeLog(text.subarray(from).toString('utf8'));
}

/** What nginx's error log says went wrong with the instances, by its own words. */
const EDGE_FAILURES: ReadonlyArray<[string, RegExp]> = [
  ['no live upstreams', /no live upstreams/],
  ['upstream timed out', /upstream timed out/],
  ['connect() failed', /connect\(\) failed/],
  ['upstream closed early', /upstream prematurely closed/],
  ['recv() failed', /recv\(\) failed/],
];

/** Failures of the instances in nginx's error log, counted by kind ("other" for any other error line). */
export function edgeFailures(errorLog: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const line of errorLog.split('\n')) {
    if (!/\[(error|crit|alert|emerg)\]/.test(line)) continue;
    const kind = EDGE_FAILURES.find(([, pattern]) => pattern.test(line))?.[0] ?? 'other';
    counts.set(kind, (counts.get(kind) ?? 0) + 1);
  }
  return counts;
}

/** nginx's error log beside its access log (scripts/lib/edge/nginx-config.ts), from byte `from` on; '' when there is none. */
export function readEdgeErrors(accessLog: string, from = 0): string {
  const file = path.join(path.dirname(accessLog), 'error.log');
  return fs.existsSync(file) ? fs.readFileSync(file).subarray(from).toString('utf8') : '';
}

/** The size of nginx's error log now (where a run's lines start). */
export const edgeErrorsSize = (accessLog: string) => {
  const file = path.join(path.dirname(accessLog), 'error.log');
  return fs.existsSync(file) ? fs.statSync(file).size : 0;
};
