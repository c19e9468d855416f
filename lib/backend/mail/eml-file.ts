import 'server-only';
import fs from 'node:fs/promises';
import path from 'node:path';
import { settings } from '@/lib/runtime/config/env';
import { dataDir } from '../db/client';
import type { ReadyMail } from './message';

/** MAIL_DIR (default DATA_DIR/mail), where mails go when no SMTP server is configured; shared by every instance. */
export function mailDir(): string {
  const configured = settings().MAIL_DIR;
  return configured ? path.resolve(/*turbopackIgnore: true*/ configured) : path.join(dataDir(), 'mail');
}

/** A file-name-safe form of a text: letters, digits, @ . _ - kept, everything else `_`. */
function safe(value: string): string {
  return value.replace(/[^a-zA-Z0-9@._-]/g, '_').slice(0, 120);
}

/** Writes MAIL_DIR/<timestamp>-<kind>-<to>.eml (a numeric suffix when two mails share a millisecond); returns the path. */
export async function writeEmlFile(message: ReadyMail, raw: Buffer): Promise<string> {
  const dir = mailDir();
  await fs.mkdir(dir, { recursive: true });
  // ISO time without ':' (not allowed in Windows file names); sorts chronologically
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const base = `${stamp}-${safe(message.kind)}-${safe(message.to)}`;
  for (let n = 0; ; n++) {
    const file = path.join(dir, `${base}${n ? `-${n}` : ''}.eml`);
    try {
      await fs.writeFile(file, raw, { flag: 'wx' });
      return file;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || n >= 100) throw error;
    }
  }
}
