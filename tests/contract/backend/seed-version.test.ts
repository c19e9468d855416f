import { spawn } from 'node:child_process';
import { eq } from 'drizzle-orm';
import { closeDb, getDb } from '@/lib/backend/db/client';
import { meta } from '@/lib/backend/db/schema';
import { SEED_VERSION, seededVersion, seedState, seedStep } from '@/lib/backend/seed';

/** `npm run seed` on this file's PGlite copy (DATA_DIR): its output and exit code. */
function seed(): Promise<{ output: string; code: number | null }> {
  return new Promise((resolve) => {
    const child = spawn('node_modules/.bin/tsx', ['--conditions=react-server', 'scripts/seed.ts'], { env: { ...process.env } });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => resolve({ output, code }));
  });
}

// A checkout's .data/ seeded by an older seed lacks what the README names (the demo company's people
// and sites): `npm start` runs the seed, which seeds such a demo again and leaves a current one alone.
// Seeding again takes as long as the first seed, so the suite holds the decision and the current case.
describe('npm run seed on a seeded demo (PGlite)', () => {
  it('leaves a current demo alone', async () => {
    expect(await seededVersion(await getDb())).toBe(SEED_VERSION);
    await closeDb(); // the seed takes DATA_DIR's lock
    const current = await seed();
    expect(current.output).toMatch(/Database already seeded/);
    expect(current.code).toBe(0);
  }, 60_000);

  it('seeds a PGlite demo of an older seed again and only reports a PostgreSQL one', async () => {
    const db = await getDb();
    await db.update(meta).set({ value: '1' }).where(eq(meta.key, 'seed_version'));
    const state = await seedState(db);
    const older = await seededVersion(db);
    expect(older).toBe('1');
    expect(seedStep(state, older, false)).toBe('seed-again');
    expect(seedStep(state, older, true)).toBe('report-older');
    expect(seedStep(state, SEED_VERSION, false)).toBe('keep');
    expect(seedStep(state, null, false)).toBe('seed-again'); // seeded before versions were kept
    expect(seedStep({ products: 0, categories: 0 }, null, false)).toBe('seed');
    expect(seedStep({ products: 0, categories: 3 }, null, false)).toBe('partly-seeded');
  });
});
