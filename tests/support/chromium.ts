import fs from 'node:fs';

/**
 * Chromium keeps its shared memory in /dev/shm; where that is small (a container's default 64 MB) it
 * crashes pages, and `--disable-dev-shm-usage` moves it to /tmp, which is disk-backed here. Playwright
 * passes that flag by default: it is left out (ignoreDefaultArgs) where /dev/shm holds 1 GB or more.
 */
function smallDevShm(): boolean {
  try {
    const stats = fs.statfsSync('/dev/shm');
    return stats.blocks * stats.bsize < 1024 ** 3;
  } catch {
    return true;
  }
}

const SMALL_DEV_SHM = smallDevShm();

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
    ...(SMALL_DEV_SHM ? ['--disable-dev-shm-usage'] : []),
  ],
  ignoreDefaultArgs: SMALL_DEV_SHM ? [] : ['--disable-dev-shm-usage'],
};
