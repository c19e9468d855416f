import { settleBackgroundWork } from '@/lib/backend/auth/background';
import { closeDb } from '@/lib/backend/db/client';

// Every contract file closes the database it opened, whatever it imports: a file that only called
// getDb() (test hooks, the build check) used to leave its PGlite open, with a hundred and more of
// its files held open in the jest process after their directory was removed. Mails the backend
// sends after its answers finish first, on the file's database.
afterAll(async () => {
  await settleBackgroundWork();
  await closeDb();
});
