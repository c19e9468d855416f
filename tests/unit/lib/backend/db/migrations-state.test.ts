/** @jest-environment node */
import { buildMigrations, pendingMigrations } from '@/lib/backend/db/migrations-state';

const journal = [
  { tag: '0000_extensions', when: 100 },
  { tag: '0001_schema', when: 200 },
  { tag: '0002_indexes', when: 300 },
];

describe('which migrations of this build a database still needs', () => {
  it('all of them on a database that never migrated', () => {
    expect(pendingMigrations(journal, null)).toEqual(['0000_extensions', '0001_schema', '0002_indexes']);
  });

  it('those newer than the newest applied, as drizzle’s migrator decides', () => {
    expect(pendingMigrations(journal, 200)).toEqual(['0002_indexes']);
  });

  it('none when the newest is applied, or a newer build already migrated', () => {
    expect(pendingMigrations(journal, 300)).toEqual([]);
    expect(pendingMigrations(journal, 400)).toEqual([]);
  });

  it('reads the shipped journal in order, every migration file listed once', () => {
    const shipped = buildMigrations();
    expect(shipped[0]?.tag).toBe('0000_extensions');
    expect(shipped.map((m) => m.when)).toEqual([...shipped.map((m) => m.when)].sort((a, b) => a - b));
    expect(new Set(shipped.map((m) => m.tag)).size).toBe(shipped.length);
  });
});
