/**
 * `npm start` as a user runs it, on an existing current build: which Node processes it leaves
 * running once the shop answers (issue 24 item 6: at most one besides the server), with their RSS.
 * Skipped when `npm start` would build first (the build is of another commit).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { buildIsCurrent } from '../../scripts/lib/build-stamp';
import { printServerMemory } from './process-memory';
import { stopServer } from './server';

/** One process besides the server: npm itself, which waits for the script and passes SIGTERM/SIGINT on. */
const MAX_PROCESSES = 2;

/** What a Node process besides next-server is for, as the summary line says it. */
function roleOf(name: string): string {
  return /^npm\b/.test(name) ? 'npm (waits for the script, passes SIGTERM/SIGINT on)' : name;
}

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

export async function benchNpmStartProcesses(port: number, env: NodeJS.ProcessEnv, logFile: string): Promise<boolean> {
  if (!buildIsCurrent()) {
    console.log('\n`npm start` processes: skipped (npm start would build first: the build is of another commit)');
    return true;
  }
  const log = fs.openSync(logFile, 'a');
  const child = spawn('npm', ['start', '--', '-H', '127.0.0.1'], { env: { ...env, PORT: String(port) }, stdio: ['ignore', log, log], detached: true });
  try {
    const base = `http://127.0.0.1:${port}`;
    const deadline = Date.now() + 120_000;
    while (Date.now() < deadline && child.exitCode === null && !(await answers(`${base}/static-control.html`))) await new Promise((r) => setTimeout(r, 500));
    for (const page of ['/', '/category/cctv']) await fetch(base + page).catch(() => undefined);
    const processes = printServerMemory('`npm start` once the shop answers', child.pid);
    const within = processes.length <= MAX_PROCESSES;
    const others = processes.filter((p) => !p.name.startsWith('next-server')).map((p) => roleOf(p.name));
    console.log(
      `${processes.length} Node processes: next-server${others.length ? ` and ${others.join(', ')}` : ''} (${within ? 'within' : 'OVER'} the budget: next-server and at most ${MAX_PROCESSES - 1} more)`,
    );
    return within;
  } finally {
    await stopServer(child);
  }
}
