import 'server-only';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { settings } from '@/lib/runtime/config/env';
import { dataDir } from '../db/client';
import type { EInvoiceProvider } from './provider';

/** E_INVOICE_OUTBOX_DIR (default DATA_DIR/e-invoices), where the stand-in delivers; shared by every instance. */
export function eInvoiceOutboxDir(): string {
  const configured = settings().E_INVOICE_OUTBOX_DIR;
  return configured ? path.resolve(/*turbopackIgnore: true*/ configured) : path.join(dataDir(), 'e-invoices');
}

/**
 * The local stand-in for a Peppol provider: writes `{invoice number}.xml` into the outbox
 * directory through a temporary file and a rename, so a reader never sees half a file and a
 * repeat under the same number replaces the file with the same bytes (idempotent by name).
 * Its reference is the file's path.
 */
export function directoryProvider(): EInvoiceProvider {
  return {
    name: 'directory',
    async send({ invoiceNumber, xml }) {
      // the number is the invoice's (digits); anything else must not pick a path
      if (!/^[\w-]{1,40}$/.test(invoiceNumber)) throw new Error(`not a file-safe invoice number: ${invoiceNumber}`);
      const dir = eInvoiceOutboxDir();
      await fs.mkdir(dir, { recursive: true });
      const file = path.join(dir, `${invoiceNumber}.xml`);
      const partial = path.join(dir, `.${invoiceNumber}.${randomBytes(6).toString('hex')}.partial`);
      try {
        const handle = await fs.open(partial, 'wx');
        try {
          await handle.writeFile(xml);
          // on disk before it is reported delivered: the outbox marks it sent on this answer
          await handle.sync();
        } finally {
          await handle.close();
        }
        await fs.rename(partial, file);
      } catch (error) {
        await fs.rm(partial, { force: true });
        throw error;
      }
      return { reference: file };
    },
  };
}
