import fs from 'node:fs';

/**
 * Chromium keeps its shared memory in /dev/shm; where that is small (a container's default 64 MB) it
 * crashes pages, and `--disable-dev-shm-usage` moves it to /tmp. On a disk-backed /tmp that costs
 * system time on every page (the e2e suite ran about a tenth slower with it on a 24 GB /dev/shm), so
 * the flag is passed only where /dev/shm is under 1 GB.
 */
function smallDevShm(): boolean {
  try {
    const stats = fs.statfsSync('/dev/shm');
    return stats.blocks * stats.bsize < 1024 ** 3;
  } catch {
    return true;
  }
}

/**
 * Debian's chromium as every browser test launches it (playwright.config.ts, tests/cluster):
 * by path, so no test downloads a browser.
 */
export const CHROMIUM_LAUNCH = {
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    ...(smallDevShm() ? ['--disable-dev-shm-usage'] : []),
  ],
};
