/**
 * npm run customers -- activate <email> | deactivate <email> | list
 * Switches whether a customer may sign in (AUTO_ACTIVATE_CUSTOMERS=false leaves new accounts
 * waiting for `activate`). Deactivating also ends the customer's sessions.
 * Exit codes: 0 done, 1 failure (unknown customer, database in use), 2 wrong usage.
 * Run with `tsx --conditions=react-server` so `server-only` imports resolve to an empty module.
 */
import './lib/check-settings';
import { asc, eq } from 'drizzle-orm';
import { openDatabase, type Db } from '../lib/backend/db/client';
import { DataDirLockedError } from '../lib/backend/db/lock';
import { customers } from '../lib/backend/db/schema';
import { revokeAllSessions } from '../lib/backend/session';
import { normalizeEmail } from '../lib/backend/auth/email';

const USAGE = 'usage: npm run customers -- activate <email> | deactivate <email> | list';

async function setActive(db: Db, email: string, active: boolean): Promise<number> {
  const [row] = await db
    .update(customers)
    .set({ active })
    .where(eq(customers.email, normalizeEmail(email)))
    .returning({ id: customers.id, email: customers.email });
  if (!row) {
    console.error(`No customer with the e-mail ${email}.`);
    return 1;
  }
  if (!active) await revokeAllSessions(db, row.id);
  console.log(`${row.email}: ${active ? 'activated, can sign in' : 'deactivated, signed out everywhere'}.`);
  return 0;
}

async function list(db: Db): Promise<number> {
  const rows = await db
    .select({ email: customers.email, active: customers.active, company: customers.companyName, createdAt: customers.createdAt })
    .from(customers)
    .orderBy(asc(customers.createdAt));
  if (rows.length === 0) console.log('No customers.');
  for (const row of rows) {
    console.log([row.active ? 'active  ' : 'inactive', row.createdAt.toISOString().slice(0, 10), row.email, row.company].join('  '));
  }
  return 0;
}

async function main(argv: readonly string[]): Promise<number> {
  const [command, email, ...extra] = argv;
  const needsEmail = command === 'activate' || command === 'deactivate';
  if (extra.length > 0 || (needsEmail ? !email : command !== 'list' || email !== undefined)) {
    console.error(USAGE);
    return 2;
  }
  const handle = await openDatabase({ lock: true });
  try {
    if (command === 'list') return await list(handle.db);
    return await setActive(handle.db, email ?? '', command === 'activate');
  } finally {
    await handle.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    // the lock's message already says what to do (stop the shop or use another DATA_DIR)
    console.error(error instanceof DataDirLockedError ? error.message : error);
    process.exit(1);
  },
);
