import fs from 'node:fs';
import path from 'node:path';
import { run } from '../../scripts/lib/run';
import { firstLoadJs } from './first-load-js';
import { runLighthouse } from './lighthouse';
import { startServer, stopServer } from './server';

/** An app with nothing of the shop (floor-app/): an empty page, and the same with the stack's client libraries. */
const FLOOR_DIR = path.join('tests', 'bench', 'floor-app');
const ROUTES: Array<[string, string]> = [
  ['/', 'empty page: Next 16 + React 19'],
  ['/stack', 'empty page + Link, SWR, next-intl'],
];

export interface FloorFigures {
  rows: string[][];
  /** the floor's own static control file, for the req/s ratio */
  control: number;
}

/**
 * The budgets' floor, measured in the same run: what Next itself reaches with an empty page on
 * this machine. A shop page can come near these figures, never beyond them.
 */
export async function benchFloor(
  port: number,
  env: NodeJS.ProcessEnv,
  load: (url: string) => Promise<{ reqPerSec: number }>,
  logFile: string,
): Promise<FloorFigures> {
  if (!fs.existsSync(path.join(FLOOR_DIR, '.next', 'BUILD_ID'))) await run('node_modules/.bin/next', ['build', FLOOR_DIR], { env });
  const server = await startServer(port, env, logFile, FLOOR_DIR);
  const base = `http://127.0.0.1:${port}`;
  try {
    const measure = async (route: string) => {
      await load(base + route); // warm-up
      return (await load(base + route)).reqPerSec;
    };
    const control = await measure('/static-control.html');
    const rows: string[][] = [['/static-control.html', '263-byte static file', control.toFixed(0), '1.00', '', '']];
    for (const [route, what] of ROUTES) {
      const reqPerSec = await measure(route);
      const js = await firstLoadJs(base, route);
      const lighthouse = await runLighthouse(base + route).catch(() => null);
      rows.push([
        route,
        what,
        reqPerSec.toFixed(0),
        (reqPerSec / control).toFixed(2),
        js.bytes === null ? `HTTP ${js.status}` : `${(js.bytes / 1024).toFixed(1)} KB`,
        lighthouse ? `${lighthouse.performance} (${lighthouse.metrics})` : 'failed',
      ]);
    }
    return { rows, control };
  } finally {
    await stopServer(server);
  }
}
