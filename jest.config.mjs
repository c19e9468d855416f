import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

// next-intl, use-intl and @formatjs ship ESM only; jest must transform them.
const ESM_PACKAGES = ['next-intl', 'use-intl', '@formatjs', 'intl-messageformat', '@schummar', 'icu-minify', 'bysquare', 'lzma1'];

async function project(displayName, testEnvironment, testMatch, extra = {}) {
  const config = await createJestConfig({
    displayName,
    testEnvironment,
    testMatch,
    moduleNameMapper: {
      '^server-only$': '<rootDir>/tests/support/empty.js',
      '^@/(.*)$': '<rootDir>/$1',
    },
    ...extra,
  })();
  // next/jest sets its own ignore list; it must be replaced after the config is built.
  config.transformIgnorePatterns = [`/node_modules/(?!(${ESM_PACKAGES.join('|')})/)`, '^.+\\.module\\.(css|sass|scss)$'];
  return config;
}

export default async function jestConfig() {
  return {
    projects: [
      await project('unit', 'jsdom', ['<rootDir>/tests/unit/**/*.test.ts?(x)'], {
        setupFilesAfterEnv: ['<rootDir>/tests/support/jest-dom.ts'],
      }),
      await project('contract', 'node', ['<rootDir>/tests/contract/**/*.test.ts'], {
        globalSetup: '<rootDir>/tests/contract/support/global-setup.ts',
        globalTeardown: '<rootDir>/tests/contract/support/global-teardown.ts',
        setupFiles: ['<rootDir>/tests/contract/support/fresh-database.ts'],
        setupFilesAfterEnv: ['<rootDir>/tests/contract/support/close-database.ts'],
      }),
      // the same files, each on its own database cloned from the seeded template on the contract
      // PostgreSQL server (describeOnEachDriver runs only its postgres blocks here)
      await project('contract-postgres', 'node', ['<rootDir>/tests/contract/**/*.test.ts'], {
        globalSetup: '<rootDir>/tests/contract/support/global-setup-postgres.ts',
        globalTeardown: '<rootDir>/tests/contract/support/global-teardown.ts',
        setupFiles: ['<rootDir>/tests/contract/support/fresh-postgres-database.ts'],
        setupFilesAfterEnv: ['<rootDir>/tests/contract/support/close-database.ts'],
        testPathIgnorePatterns: [
          // PGlite-only: the lock PGlite takes on DATA_DIR (none is taken with DATABASE_URL)
          '/tests/contract/backend/data-dir-lock\\.test\\.ts$',
          // PGlite-only: an older PGlite demo is seeded again (on PostgreSQL the seed only says so)
          '/tests/contract/backend/seed-version\\.test\\.ts$',
          // PostgreSQL-only already (npm run migrate on their own databases; a private server stopped and
          // restarted): `contract` runs them on PostgreSQL
          '/tests/contract/database/migrate\\.test\\.ts$',
          '/tests/contract/database/outage\\.test\\.ts$',
          // two sessions contending for locks (describeOnPostgres): `contract` runs it on PostgreSQL
          '/tests/contract/checkout/order-locks\\.test\\.ts$',
          // no database at all: the page cache's reads from a private redis-server, in a process of its own
          '/tests/contract/cache/page-read-memory\\.test\\.ts$',
        ],
      }),
      // run with --runInBand (npm run test:cluster): scenarios stop the one PostgreSQL server and use the same ports
      await project('cluster', 'node', ['<rootDir>/tests/cluster/**/*.test.ts'], {
        globalSetup: '<rootDir>/tests/cluster/support/global-setup.ts',
        globalTeardown: '<rootDir>/tests/cluster/support/global-teardown.ts',
        setupFilesAfterEnv: ['<rootDir>/tests/cluster/support/jest-timeout.ts'],
      }),
    ],
  };
}
