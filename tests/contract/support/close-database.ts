import fs from 'node:fs';
import { settleBackgroundWork } from '@/lib/backend/auth/background';
import { closeDb } from '@/lib/backend/db/client';
import { admin } from './drivers';

// Every contract file closes the database it opened, whatever it imports: a file that only called
// getDb() (test hooks, the build check) used to leave its PGlite open, with a hundred and more of
// its files held open in the jest process after their directory was removed. Mails the backend
// sends after its answers finish first, on the file's database. In contract-postgres the file's
// own clone (fresh-postgres-database.ts) is dropped afterwards, and the file's copy of the template's
// files (file-directory.ts) removed: left to global-teardown.ts, the run's 76 copies of up to 90 MB
// were written out to disk first and took one to three and a half minutes to delete after the last test.
afterAll(async () => {
  await settleBackgroundWork();
  await closeDb();
  const database = process.env.CONTRACT_FILE_DATABASE;
  if (database) await admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  const copy = process.env.CONTRACT_FILE_COPY;
  if (copy) fs.rmSync(copy, { recursive: true, force: true });
});
