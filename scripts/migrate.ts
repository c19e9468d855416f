/**
 * `npm run migrate`: applies this build's database migrations, once per release before the new
 * instances start (they refuse an older schema). On PostgreSQL under an advisory lock, so two
 * runs at once never race; prints what it applied; exits 1 with one line when it fails.
 */
import './lib/check-settings';
import { settings } from '../lib/runtime/config/env';
import { errorCause } from '../lib/runtime/instance/error-cause';
import { migrateDatabase } from '../lib/backend/db/migrate';
import { dataDir } from '../lib/backend/db/client';

async function main(): Promise<void> {
  const target = settings().DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${dataDir()}`;
  const applied = await migrateDatabase();
  if (applied.length === 0) console.log(`${target}: schema is up to date, nothing to apply.`);
  else console.log(`${target}: applied ${applied.length} migration(s): ${applied.join(', ')}`);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    const { code, message } = errorCause(error);
    console.error(`Migration failed: ${code ? `${code} ` : ''}${message}`);
    process.exit(1);
  },
);
