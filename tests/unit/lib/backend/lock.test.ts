/** @jest-environment node */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DataDirLockedError, lockDataDir } from '@/lib/backend/db/lock';

function tempDir() {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'lock-test-'));
}

describe('data directory lock', () => {
  it('refuses a directory held by another live process, naming it', async () => {
    const dir = tempDir();
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 20000)']);
    fs.writeFileSync(path.join(dir, 'storefront.lock'), String(other.pid));
    try {
      expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
      expect(() => lockDataDir(dir)).toThrow(new RegExp(`in use by process ${other.pid}`));
    } finally {
      other.kill();
    }
  });

  it('takes over a lock left by a process that died', () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, 'storefront.lock'), '999999999');
    const release = lockDataDir(dir);
    expect(fs.readFileSync(path.join(dir, 'storefront.lock'), 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(path.join(dir, 'storefront.lock'))).toBe(false);
  });
});
