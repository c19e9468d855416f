import { spawn } from 'node:child_process';
import { eq } from 'drizzle-orm';
import { closeDb, getDb } from '@/lib/backend/db/client';
import { customers, meta } from '@/lib/backend/db/schema';
import { SEED_VERSION } from '@/lib/backend/seed';
import { DEMO_TECHNICIAN_EMAIL } from '@/lib/backend/seed/demo-people';

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

const versionOf = async () => (await (await getDb()).select({ value: meta.value }).from(meta).where(eq(meta.key, 'seed_version')))[0]?.value;

// A checkout's .data/ seeded by an older seed lacks what the README names (the demo company's people
// and sites): `npm start` runs the seed, which seeds such a demo again and leaves a current one alone.
describe('npm run seed on a demo of an older seed (PGlite)', () => {
  it('leaves a current demo alone and seeds an older one again, with the people the README names', async () => {
    expect(await versionOf()).toBe(SEED_VERSION);
    await closeDb(); // the seed takes DATA_DIR's lock
    const current = await seed();
    expect(current.output).toMatch(/Database already seeded/);
    expect(current.code).toBe(0);

    const db = await getDb();
    await db.update(meta).set({ value: '1' }).where(eq(meta.key, 'seed_version'));
    // a demo changed since it was seeded: seeding again brings back the seed's own data
    await db.update(customers).set({ role: 'accountant' }).where(eq(customers.email, DEMO_TECHNICIAN_EMAIL));
    await closeDb();
    const older = await seed();
    expect(older.output).toMatch(`The demo data is of an older seed (1, now ${SEED_VERSION}): seeding it again.`);
    expect(older.output).toMatch(/Seeded in/);
    expect(older.code).toBe(0);
    expect(await versionOf()).toBe(SEED_VERSION);
    expect(await (await getDb()).select({ role: customers.role }).from(customers).where(eq(customers.email, DEMO_TECHNICIAN_EMAIL))).toEqual([
      { role: 'buyer' },
    ]);
  }, 120_000);
});
