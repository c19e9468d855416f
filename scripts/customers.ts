/**
 * npm run customers -- list | activate <email> | deactivate <email> | show <email> | price-lists
 *   | price-list <email> <list-code>|--none | terms <email> --days N [--limit EUR] | terms <email> --prepay
 *   | paid <email> <invoice-number>... | paid <email> --overdue
 * Switches whether a customer may sign in (AUTO_ACTIVATE_CUSTOMERS=false leaves new accounts
 * waiting for `activate`; deactivating also ends the customer's sessions), and sets what a company
 * buys on: its price list, payment terms and credit limit (docs/decisions/058-trade-terms.md), and
 * records that its invoices were paid.
 * Exit codes: 0 done, 1 failure (unknown customer, list or invoice, database in use), 2 wrong usage.
 * Run with `tsx --conditions=react-server` so `server-only` imports resolve to an empty module.
 */
import './lib/check-settings';
import { openDatabase } from '../lib/backend/db/client';
import { DataDirLockedError } from '../lib/backend/db/lock';
import { runCustomersCommand } from '../lib/backend/operator/customers-command';

async function main(argv: readonly string[]): Promise<number> {
  const handle = await openDatabase({ lock: true });
  try {
    return await runCustomersCommand(handle.db, argv, { log: (line) => console.log(line), error: (line) => console.error(line) });
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
