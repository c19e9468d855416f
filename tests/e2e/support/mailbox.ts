import fs from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';

/** Undoes quoted-printable (soft breaks, =XX bytes), which nodemailer uses for the text part. */
function decodeQuotedPrintable(raw: string): string {
  const bytes = raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/**
 * The path of the first link matching `pathPattern` (one capture group: the path) in the newest mail of
 * `kind` to `email`, read from the server's DATA_DIR/mail (mail is sent in the background, so it is waited for).
 */
async function linkFromMail(dataDir: string, kind: string, email: string, pathPattern: RegExp): Promise<string> {
  const dir = path.join(dataDir, 'mail');
  let link: string | undefined;
  await expect
    .poll(
      () => {
        const files = fs.existsSync(dir)
          ? fs
              .readdirSync(dir)
              .filter((f) => f.endsWith(`-${kind}-${email}.eml`))
              .sort()
          : [];
        const newest = files.at(-1);
        if (!newest) return undefined;
        link = pathPattern.exec(decodeQuotedPrintable(fs.readFileSync(path.join(dir, newest), 'utf8')))?.[1];
        return link;
      },
      { timeout: 15_000 },
    )
    .toBeTruthy();
  return link ?? '';
}

/** The path of the reset link in the newest reset mail to `email`. */
export function resetLinkFromMail(dataDir: string, email: string): Promise<string> {
  return linkFromMail(dataDir, 'reset-password', email, /https?:\/\/[^\s"<>]+(\/reset-password\/[A-Za-z0-9_-]+)/);
}

/** The path of the order link in the newest order confirmation mail to `email`. */
export function orderLinkFromMail(dataDir: string, email: string): Promise<string> {
  return linkFromMail(dataDir, 'order-placed', email, /https?:\/\/[^\s"<>]+(\/objednavka\/\d+)/);
}
