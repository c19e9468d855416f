import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { TSX } from '../../../scripts/lib/run';
import type { Cluster, Settings } from './cluster';
import { isRunning, startProcess } from './processes';

export interface BackendProcess {
  child: ChildProcess;
  /** http://127.0.0.1:<port>, what an instance's API_URL names */
  url: string;
}

/**
 * `npm run backend` on the cluster's database at `port`, with the cluster's settings and `extra`,
 * its log `<logName>.log` and its own DATA_DIR beside the cluster's files; resolves once it answers
 * a catalogue call, throws with its log's end when it stops first. The caller stops it (SIGTERM).
 */
export async function startBackend(cluster: Cluster, port: number, logName: string, extra: Settings = {}): Promise<BackendProcess> {
  const work = path.dirname(cluster.mailDir);
  const log = path.join(work, `${logName}.log`);
  const child = startProcess(
    TSX[0],
    [TSX[1], 'scripts/backend.ts'],
    { ...cluster.env, ...extra, PORT: String(port), DATA_DIR: path.join(work, `data-${logName}`) },
    log,
  );
  const url = `http://127.0.0.1:${port}`;
  const menu = () =>
    fetch(`${url}/admin/v1/menu/bottom-second/sk`).then(
      (r) => r.status,
      () => 0,
    );
  while ((await menu()) !== 200 && isRunning(child)) await new Promise((r) => setTimeout(r, 250));
  if (!isRunning(child)) throw new Error(`npm run backend stopped:\n${fs.readFileSync(log, 'utf8').slice(-3000)}`);
  return { child, url };
}
