import 'server-only';
import fs from 'node:fs';
import path from 'node:path';

/** Where the dejavu-fonts-ttf package keeps its files, below a folder holding node_modules. */
const FONT_DIR = path.join('node_modules', 'dejavu-fonts-ttf', 'ttf');
const PROBE = 'DejaVuSans.ttf';

/**
 * The folders a server may have been started from, nearest guess first. A bundled module cannot
 * tell where it lies (the bundler rewrites __dirname), so the process is asked: its working
 * directory (`npm start`, `next start`; a Vercel function's launcher changes into the function's
 * root), the script it runs (`.next/instance-server.cjs`, node_modules/.bin/next, jest), and on
 * Vercel the function's root (LAMBDA_TASK_ROOT). next.config.mjs traces the fonts into the functions
 * (outputFileTracingIncludes), so they lie below that root there.
 */
function startingPoints(): string[] {
  const script = process.argv[1];
  return [
    process.cwd(),
    ...(script ? [path.dirname(path.resolve(/*turbopackIgnore: true*/ script))] : []),
    ...(process.env.LAMBDA_TASK_ROOT ? [process.env.LAMBDA_TASK_ROOT] : []),
  ];
}

/** The nearest FONT_DIR at or above `start` that holds the fonts, or undefined. */
function fontDirAbove(start: string): string | undefined {
  for (let dir = start; ; dir = path.dirname(dir)) {
    const candidate = path.join(/*turbopackIgnore: true*/ dir, FONT_DIR);
    if (fs.existsSync(path.join(/*turbopackIgnore: true*/ candidate, PROBE))) return candidate;
    if (path.dirname(dir) === dir) return undefined;
  }
}

let found: string | undefined;

/** The folder holding the DejaVu TrueType files; throws, naming where it looked, when none does. */
export function fontDir(): string {
  if (found) return found;
  const starts = startingPoints();
  for (const start of starts) {
    found = fontDirAbove(start);
    if (found) return found;
  }
  throw new Error(`invoice fonts: ${FONT_DIR}/${PROBE} not found at or above ${starts.join(', ')}`);
}
