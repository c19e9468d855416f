import { closeDb } from '@/lib/backend/db/client';
import { databaseState } from '@/lib/backend/readiness';
import { envRestorer } from '../../support/env';
import { describeOnEachDriver } from '../support/drivers';

describeOnEachDriver('the readiness probe', () => {
  it('says yes when the database answers a query', async () => {
    await expect(databaseState(5000)).resolves.toBe('ok');
  });
});

describe('the readiness probe without its database', () => {
  const restore = envRestorer('DATABASE_URL');
  beforeAll(() => closeDb());
  afterAll(async () => {
    await closeDb();
    restore();
  });

  it('says no, without throwing, when PostgreSQL cannot be reached', async () => {
    // port 1 on this machine: nothing listens, so the connection is refused
    process.env.DATABASE_URL = 'postgres://shop:secret@127.0.0.1:1/shop';
    // the opening keeps trying for START_WAIT_MS (a server still starting); the probe answers within its own time
    await expect(databaseState(1000)).resolves.toBe('down');
  });
});
