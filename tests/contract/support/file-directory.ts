import fs from 'node:fs';
import path from 'node:path';

/**
 * A copy of `source` for this test file alone, under the run's folder (global-setup.ts);
 * close-database.ts removes it when the file ends (global-teardown.ts removes what is left);
 * `what` names the setting that should have been set for the message.
 */
export function copyForThisFile(source: string | undefined, what: string): string {
  if (!source) throw new Error(`${what} is not set: run contract tests through jest --selectProjects contract (or contract-postgres)`);
  const files = process.env.CONTRACT_FILES_DIR;
  if (!files) throw new Error('CONTRACT_FILES_DIR is not set: run contract tests through jest --selectProjects contract (or contract-postgres)');
  const dir = fs.mkdtempSync(path.join(files, 'file-'));
  fs.cpSync(source, dir, { recursive: true });
  // close-database.ts removes it when the file ends
  process.env.CONTRACT_FILE_COPY = dir;
  return dir;
}
