import { sql } from 'drizzle-orm';
import { getDb } from '@/lib/backend/db/client';
import { CatalogueUnavailableError, menuForBuild } from '@/lib/server/catalogue/build-check';
import { loadMenu } from '@/lib/server/catalogue/menu';
import { getMenu } from '@/lib/contract/calls/shell';
import { publicApi } from '@/lib/server/api';
import { freePort } from '../../support/free-port';

jest.mock('next/cache', () => ({ cacheLife: jest.fn(), cacheTag: jest.fn() }));

// Acceptance 7: `next build` against an empty or unreachable catalogue stops with one clear message.
describe('the build-time catalogue check', () => {
  const saved = { NEXT_PHASE: process.env.NEXT_PHASE };

  beforeAll(async () => {
    // The catalogue a build finds in an unseeded database: no product line (the menu's blog and
    // text-page links may stay). Emptied here rather than migrated from nothing, which takes longer
    // than a test may; the backend reads the same empty tables either way.
    const db = await getDb();
    await db.execute(sql`TRUNCATE categories CASCADE`);
    process.env.NEXT_PHASE = 'phase-production-build';
  });
  // The transport loads the embedded backend on first use; loading it here keeps that out of the checks.
  beforeAll(() => import('@/lib/backend'));
  afterAll(() => {
    if (saved.NEXT_PHASE === undefined) delete process.env.NEXT_PHASE;
    else process.env.NEXT_PHASE = saved.NEXT_PHASE;
  });

  it('stops the build on a database with no product line and says how to fix it', async () => {
    const failure = loadMenu('sk');
    await expect(failure).rejects.toThrow(CatalogueUnavailableError);
    await expect(failure).rejects.toThrow(
      /^Build stopped: the catalogue is empty \(the menu lists no product line\)\. Seed the database with `npm run seed`, or check API_URL, DATABASE_URL and DATA_DIR/,
    );
  });

  it('stops the build when the API_URL backend cannot be reached, naming the cause', async () => {
    process.env.API_URL = `http://127.0.0.1:${await freePort()}`;
    try {
      await expect(menuForBuild(() => getMenu(publicApi, 'sk'))).rejects.toThrow(/^Build stopped: the catalogue could not be read \(.+\)\. Seed the database/);
    } finally {
      delete process.env.API_URL;
    }
  });

  it('outside a build an empty menu is only an empty menu: the running shop renders without it', async () => {
    delete process.env.NEXT_PHASE;
    const menu = await loadMenu('sk');
    expect(menu.filter((item) => item.url.type === 'category')).toEqual([]);
    process.env.NEXT_PHASE = 'phase-production-build';
  });
});
