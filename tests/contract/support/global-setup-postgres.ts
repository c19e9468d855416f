import { sharedPostgresSetup } from './global-setup';

/**
 * contract-postgres: every test file clones the seeded PostgreSQL template (fresh-postgres-database.ts),
 * so only that one is made; a run with `contract` as well shares it (global-setup.ts).
 */
export default async function globalSetup() {
  const started = performance.now();
  await sharedPostgresSetup();
  if (process.env.CONTRACT_SETUP_TIMING) console.log(`\ncontract-postgres setup: ${Math.round(performance.now() - started)} ms`);
}
