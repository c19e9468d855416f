import { spawn, type SpawnOptions } from 'node:child_process';

/** Runs a command to completion, inheriting stdio; rejects on a non-zero exit. */
export function run(command: string, args: string[], options: SpawnOptions = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`${command} ${args.join(' ')} exited with ${signal ?? code}`));
    });
  });
}

/** The tsx binary with the react-server condition, so `import 'server-only'` resolves to its empty module. */
export const TSX = ['node_modules/.bin/tsx', '--conditions=react-server'] as const;

/** Creates and seeds the database when it is empty (a no-op otherwise), in its own process. */
export function prepareData(env: NodeJS.ProcessEnv = process.env): Promise<void> {
  return run(TSX[0], [TSX[1], 'scripts/seed.ts'], { env });
}
