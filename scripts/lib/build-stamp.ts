import { execSync } from 'node:child_process';
import fs from 'node:fs';

/** The commit `npm start` last built, beside Next's BUILD_ID. */
const STAMP = '.next/SOURCE_STAMP';

/** The checked-out commit, or 'no-git' outside a repository. */
export function sourceStamp(): string {
  try {
    return execSync('git rev-parse HEAD', { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    return 'no-git';
  }
}

/** Whether `npm start` would serve the existing build (a build exists and no other commit stamped it). */
export function buildIsCurrent(stamp = sourceStamp()): boolean {
  if (!fs.existsSync('.next/BUILD_ID')) return false;
  return !fs.existsSync(STAMP) || fs.readFileSync(STAMP, 'utf8') === stamp || stamp === 'no-git';
}

export function writeBuildStamp(stamp: string): void {
  fs.writeFileSync(STAMP, stamp);
}
