/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fontDir } from '@/lib/backend/invoices/font-files';

// Issue 49 item 5: invoice PDFs find their fonts wherever the server runs from. A Vercel function's
// working directory is its own root, another server's may be anything: the lookup must not need it.
const cwd = process.cwd();
afterEach(() => process.chdir(cwd));

test('the DejaVu fonts are found from a working directory that holds none', () => {
  const elsewhere = fs.mkdtempSync(path.join(os.tmpdir(), 'font-lookup-'));
  process.chdir(elsewhere);
  try {
    const dir = fontDir();
    expect(dir).toBe(path.join(cwd, 'node_modules/dejavu-fonts-ttf/ttf'));
    for (const font of ['DejaVuSans.ttf', 'DejaVuSans-Bold.ttf']) expect(fs.statSync(path.join(dir, font)).size).toBeGreaterThan(100_000);
  } finally {
    process.chdir(cwd);
    fs.rmSync(elsewhere, { recursive: true, force: true });
  }
});
