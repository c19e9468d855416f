/**
 * Memory of a started server, read from /proc (Linux): every Node process in the server's process
 * group (the bench starts each server detached, so the group is the server and whatever it spawned)
 * with its resident set. Printed after the load table, when Next's caches and PGlite's buffers are warm.
 */
import fs from 'node:fs';
import os from 'node:os';
import { printTable } from './figures';

/** Issue 24 item 6: next-server's resident set after the load run, on PGlite. */
export const NEXT_SERVER_RSS_BUDGET_MB = 450;

export interface NodeProcess {
  pid: number;
  /** the process title (next-server sets its own) or its command line */
  name: string;
  rssMb: number;
}

function readProc(pid: string, file: string): string | null {
  try {
    return fs.readFileSync(`/proc/${pid}/${file}`, 'utf8');
  } catch {
    return null; // gone meanwhile, or not ours to read
  }
}

function executable(pid: string): string | null {
  try {
    return fs.readlinkSync(`/proc/${pid}/exe`, { encoding: 'utf8' });
  } catch {
    return null; // gone meanwhile (a stopping server), or not ours to read
  }
}

/** A field of /proc/<pid>/status in kB (VmRSS, RssFile …); 0 when the process or the field is gone. */
export function procStatusKb(pid: number | string, field: string): number {
  const status = readProc(String(pid), 'status');
  return Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status ?? '')?.[1] ?? 0);
}

/** The process group id: field 5 of /proc/<pid>/stat, counted after the parenthesised command. */
function processGroup(stat: string): number {
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[2]);
}

/** The Node processes of process group `group`, largest first. */
export function nodeProcessesOfGroup(group: number): NodeProcess[] {
  const found: NodeProcess[] = [];
  for (const pid of fs.readdirSync('/proc').filter((entry) => /^\d+$/.test(entry))) {
    const stat = readProc(pid, 'stat');
    const cmdline = readProc(pid, 'cmdline');
    if (!stat || !cmdline || processGroup(stat) !== group) continue;
    const args = cmdline.split('\0').filter(Boolean);
    if (!/\/node$/.test(executable(pid) ?? '')) continue;
    const rssKb = procStatusKb(pid, 'VmRSS');
    found.push({ pid: Number(pid), name: args.join(' ').slice(0, 90), rssMb: Math.round(rssKb / 1024) });
  }
  return found.sort((a, b) => b.rssMb - a.rssMb);
}

/** The 1, 5 and 15-minute load averages, so a figure measured on a busy machine says so. */
export const loadAverages = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ');

/** Prints the Node processes of a started server (its process group) with their RSS. */
export function printServerMemory(title: string, group: number | undefined): NodeProcess[] {
  const processes = group ? nodeProcessesOfGroup(group) : [];
  console.log(`\n${title}: long-running Node processes and their resident set (RSS, from /proc; load average ${loadAverages()})`);
  printTable(
    ['pid', 'process', 'RSS'],
    processes.map((p) => [String(p.pid), p.name, `${p.rssMb} MB`]),
  );
  return processes;
}

/** How long the server idles after the load run before its held figure is read. */
export const SETTLE_MS = 10_000;

/**
 * The load run's figure of issue 24 item 6: next-server's RSS right after the last request (the
 * heap still at its peak: this single read swung widely for the same code) and what it
 * holds after SETTLE_MS idle, when V8 has collected what the load left; the budget applies to the
 * held figure. Returns the held figure in MB, null when next-server was not found.
 */
export function printNextServerRss(atEnd: readonly NodeProcess[], settled: readonly NodeProcess[]): number | null {
  const server = (processes: readonly NodeProcess[]) => processes.find((p) => p.name.startsWith('next-server'));
  const [peak, held] = [server(atEnd), server(settled)];
  if (!peak || !held) {
    console.log('next-server: not found in the process group');
    return null;
  }
  const within = held.rssMb <= NEXT_SERVER_RSS_BUDGET_MB;
  console.log(
    `next-server RSS after the load run: ${peak.rssMb} MB at its last request, ${held.rssMb} MB held ${SETTLE_MS / 1000} s later ` +
      `(${within ? 'within' : 'OVER'} the ${NEXT_SERVER_RSS_BUDGET_MB} MB budget)`,
  );
  return held.rssMb;
}

/**
 * The held figure of several load runs, each on a fresh server: one run of the same code reads one
 * of two distant figures (docs/performance.md), so the budget applies to the median, and every run is printed so the spread shows.
 * False when a run found no next-server or the median is over the budget.
 */
export function printMedianNextServerRss(heldMb: readonly (number | null)[]): boolean {
  const found = heldMb.filter((mb): mb is number => mb !== null).sort((a, b) => a - b);
  const [least, median, most] = [found[0], found[Math.floor(found.length / 2)], found[found.length - 1]];
  if (least === undefined || median === undefined || most === undefined || found.length < heldMb.length) {
    console.log(`next-server RSS held after the load runs: not found in ${heldMb.length - found.length} of ${heldMb.length} runs`);
    return false;
  }
  const within = median <= NEXT_SERVER_RSS_BUDGET_MB;
  console.log(
    `\nnext-server RSS held after ${found.length} load runs (each on a fresh server): ${heldMb.join(', ')} MB; ` +
      `median ${median} MB, spread ${most - least} MB ` +
      `(${within ? 'within' : 'OVER'} the ${NEXT_SERVER_RSS_BUDGET_MB} MB budget; load average ${loadAverages()})`,
  );
  return within;
}
