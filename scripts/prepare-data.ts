/** Creates and seeds the database when empty; used before `next dev`. */
import { prepareData } from './lib/run';

prepareData().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
