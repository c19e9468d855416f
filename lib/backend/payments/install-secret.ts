import 'server-only';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { installSecrets } from '../db/schema';

/**
 * A secret of this installation by name, made on first use and kept in the database, so every
 * instance of one shop shares it and no setting is needed (docs/decisions/061-card-payments.md).
 * Two instances making it at once keep the first one written.
 */
export async function installSecret(db: Db, name: string): Promise<string> {
  await db
    .insert(installSecrets)
    .values({ name, value: randomBytes(32).toString('hex') })
    .onConflictDoNothing();
  const [row] = await db.select({ value: installSecrets.value }).from(installSecrets).where(eq(installSecrets.name, name)).limit(1);
  if (!row) throw new Error(`install secret ${name} not stored`);
  return row.value;
}
