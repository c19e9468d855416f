/**
 * Where next-server's resident set goes (issue 24 item 6: name the cause of the spread between runs
 * of the same code). The server, started with `--memory-report` (scripts/lib/memory-report.ts), logs
 * process.memoryUsage() on SIGUSR2; /proc/<pid>/status adds what is mapped from files (code).
 */
import fs from 'node:fs';
import { setTimeout } from 'node:timers/promises';
import { printTable } from './figures';
import { procStatusKb } from './process-memory';

export interface MemorySplit {
  rss: number;
  heapTotal: number;
  heapUsed: number;
  /** memory V8 knows of outside its heap: ArrayBuffers and WebAssembly memory (PGlite's database) */
  external: number;
  arrayBuffers: number;
  /** resident pages mapped from files: Node's binary, native modules */
  fileBacked: number;
}

/** How long the server may take to write its line (it answers between requests). */
const REPORT_WAIT_MS = 3_000;

/**
 * What `logFile` got after its first `from` bytes. Read from there, not whole: the bench's server log
 * is appended to by every run and grows past what one read can hold (2 GB after a few dozen runs).
 * `from` counts bytes, and the log holds multi-byte characters: read the bytes, then decode.
 */
function writtenSince(logFile: string, from: number): string {
  const file = fs.openSync(logFile, 'r');
  try {
    const bytes = Buffer.alloc(Math.max(0, fs.fstatSync(file).size - from));
    fs.readSync(file, bytes, 0, bytes.length, from);
    return bytes.toString('utf8');
  } finally {
    fs.closeSync(file);
  }
}

/** Asks the server `pid`, which logs to `logFile`, for its memory; null when it does not answer. */
export async function readMemorySplit(pid: number, logFile: string): Promise<MemorySplit | null> {
  const from = fs.statSync(logFile).size;
  process.kill(pid, 'SIGUSR2');
  for (const deadline = Date.now() + REPORT_WAIT_MS; Date.now() < deadline; await setTimeout(100)) {
    const line = writtenSince(logFile, from)
      .split('\n')
      .find((l) => l.includes('"msg":"memory"'));
    if (!line) continue;
    const { memoryMb } = JSON.parse(line) as { memoryMb: Omit<MemorySplit, 'fileBacked'> };
    return { ...memoryMb, fileBacked: Math.round(procStatusKb(pid, 'RssFile') / 1024) };
  }
  return null;
}

/** The split of each run side by side: the column that moves with RSS is the cause of the spread. */
export function printMemorySplits(splits: readonly (MemorySplit | null)[]) {
  console.log('\nnext-server memory held after each load run, in MB (process.memoryUsage() and /proc/<pid>/status)');
  console.log('outside V8 minus ArrayBuffers: WebAssembly memory (PGlite) and native strings; rest: Node, native modules, malloc arenas, stacks');
  printTable(
    ['run', 'RSS', 'V8 heap (used)', 'outside V8', 'of it ArrayBuffers', 'WebAssembly and other', 'rest', 'of it file-backed'],
    splits.map((s, i) =>
      s
        ? [
            String(i + 1),
            String(s.rss),
            `${s.heapTotal} (${s.heapUsed})`,
            String(s.external),
            String(s.arrayBuffers),
            String(s.external - s.arrayBuffers),
            String(s.rss - s.heapTotal - s.external),
            String(s.fileBacked),
          ]
        : [String(i + 1), 'no report', '', '', '', '', '', ''],
    ),
  );
}
