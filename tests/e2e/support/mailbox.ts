import fs from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';

/** Undoes quoted-printable (soft breaks, =XX bytes), which nodemailer uses for the text part. */
function decodeQuotedPrintable(raw: string): string {
  const bytes = raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/**
 * The first match of `pattern` in the newest mail of `kind` to `email`, read from the server's
 * DATA_DIR/mail (the mail is sent in the background, so it is waited for); the path of its link.
 */
async function linkFromMail(dataDir: string, kind: string, email: string, pattern: RegExp): Promise<{ link: string; text: string }> {
  const dir = path.join(dataDir, 'mail');
  let found = { link: '', text: '' };
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
        if (!newest) return '';
        const text = decodeQuotedPrintable(fs.readFileSync(path.join(dir, newest), 'utf8'));
        found = { link: pattern.exec(text)?.[1] ?? '', text };
        return found.link;
      },
      { timeout: 15_000 },
    )
    .toBeTruthy();
  return found;
}

/** The path of the reset link in the newest reset mail to `email`. */
export async function resetLinkFromMail(dataDir: string, email: string): Promise<string> {
  return (await linkFromMail(dataDir, 'reset-password', email, /https?:\/\/[^\s"<>]+(\/reset-password\/[A-Za-z0-9_-]+)/)).link;
}

/** The path of the link in the newest invitation into a company to `email` (/pozvanka/{token}), and the mail's text. */
export async function invitationFromMail(dataDir: string, email: string): Promise<{ link: string; text: string }> {
  return linkFromMail(dataDir, 'company-invitation', email, /https?:\/\/[^\s"<>]+(\/pozvanka\/[A-Za-z0-9_-]+)/);
}

/** The newest mail of `kind` to `to` in the server's DATA_DIR/mail (E2E_DATA_DIR), decoded; polled, as mail is sent in the background. */
export async function mailOf(kind: string, to: string): Promise<string> {
  const dir = path.join(process.env.E2E_DATA_DIR ?? '', 'mail');
  let text = '';
  await expect
    .poll(
      () => {
        const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith(`-${kind}-${to}.eml`)) : [];
        const newest = files.sort().at(-1);
        text = newest ? decodeQuotedPrintable(fs.readFileSync(path.join(dir, newest), 'utf8')) : '';
        return text.length > 0;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return text;
}

/** The path of the order link in the newest order confirmation mail to `email`. */
export async function orderLinkFromMail(dataDir: string, email: string): Promise<string> {
  return (await linkFromMail(dataDir, 'order-placed', email, /https?:\/\/[^\s"<>]+(\/objednavka\/\d+)/)).link;
}
