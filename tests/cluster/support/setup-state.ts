/** The seeded database every cluster test file clones (CREATE DATABASE … TEMPLATE …). */
export const CLUSTER_TEMPLATE_DB = 'storefront_cluster_template';

/** What global-setup.ts started, handed to the test files in CLUSTER_SETUP (JSON). */
export interface ClusterSetup {
  /** temporary directory of the run: instances' data dirs, logs, mail; removed by global-teardown */
  work: string;
  /** SITE_URL the build was made with, given to every instance (none when it was built without) */
  siteUrl?: string;
  /** MEDIA_DIR the template's seed wrote, shared by every instance */
  mediaDir: string;
  /** port of the run's PostgreSQL server (127.0.0.1, user postgres, no password) */
  postgresPort: number;
}

export function clusterSetup(): ClusterSetup {
  const raw = process.env.CLUSTER_SETUP;
  if (!raw) throw new Error('CLUSTER_SETUP is not set: run the cluster suite with npm run test:cluster');
  return JSON.parse(raw) as ClusterSetup;
}

/** postgres://… of `database` on the run's server. */
export const postgresUrl = (database: string) => `postgres://postgres@127.0.0.1:${clusterSetup().postgresPort}/${database}`;

/** The suite's ports: CLUSTER_PORT (default 4210) and up; test files run one at a time, so each reuses them. */
export const clusterPort = (offset: number) => Number(process.env.CLUSTER_PORT || 4210) + offset;
