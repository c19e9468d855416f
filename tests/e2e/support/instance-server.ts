import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { test, type TestInfo } from '@playwright/test';
import { instanceServerArgs } from '../../../scripts/lib/instance-bundle';

/**
 * A test that starts an instance of its own runs once per suite: its instance answers the same
 * whatever the browser's width or the suite's backend path. That run is the embedded pass, which
 * scripts/e2e.ts runs at 390 px.
 */
export function skipUnlessSingleRun(info: TestInfo): void {
  test.skip(process.env.E2E_MODE === 'proxied' || info.project.name !== 'mobile-390', 'one run is enough: it starts its own instance');
}

export interface LogLine {
  msg: string;
  [field: string]: unknown;
}

/** A second instance server of the suite's build, on its own port, whose JSON log lines a test can wait for. */
export interface InstanceServer {
  child: ChildProcess;
  lines: LogLine[];
  /** Resolves with the first line whose `msg` is `msg` (already written or still to come). */
  logged: (msg: string) => Promise<LogLine>;
  exited: Promise<number | null>;
}

export function startInstanceServer(port: number, env: Record<string, string>): InstanceServer {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-stop-'));
  const child = spawn(process.execPath, [...instanceServerArgs(), '-p', String(port), '-H', '127.0.0.1'], {
    env: { ...process.env, DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines: LogLine[] = [];
  const waiters: Array<{ msg: string; resolve: (line: LogLine) => void }> = [];
  readline.createInterface({ input: child.stdout! }).on('line', (text) => {
    const line = JSON.parse(text) as LogLine; // every line is JSON: a plain one fails the test here
    lines.push(line);
    for (const waiter of waiters.filter((w) => w.msg === line.msg)) waiter.resolve(line);
  });
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      fs.rmSync(dataDir, { recursive: true, force: true });
      resolve(code);
    }),
  );
  const logged = (msg: string) => {
    const seen = lines.find((line) => line.msg === msg);
    return seen ? Promise.resolve(seen) : new Promise<LogLine>((resolve) => waiters.push({ msg, resolve }));
  };
  return { child, lines, logged, exited };
}

/** One GET on its own connection: status, headers and body, or the connection error. */
export function getOnce(url: string): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent: false }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      })
      .on('error', reject);
  });
}
