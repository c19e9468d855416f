import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Pool } from 'pg';
import { runStatement } from '../../contract/support/postgres-server';
import { startRedisServer, type RedisServer } from '../../support/redis-server';
import { isRunning, signalProcess, startProcess } from './processes';
import type { SeededDatabase } from './seed-database';
import { CLUSTER_TEMPLATE_DB, clusterPort, clusterSetup, postgresUrl } from './setup-state';

/** Settings one instance gets on top of the deployment's. */
export type Settings = Record<string, string>;

/** One running instance of the build. */
export interface Instance {
  name: string;
  port: number;
  /** http://127.0.0.1:port */
  url: string;
  child: ChildProcess;
  log: string;
}

/** The same for every instance of one deployment (docs/deploying.md): the build accepts its own pages from any of them. */
const SHARED_SECRETS = {
  NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: 'c2hvcC1jbHVzdGVyLXRlc3QtZW5jcnlwdGlvbi1rZXk=',
  REVALIDATE_SECRET: 'cluster-revalidate-secret',
};

/** Settings a developer's shell may carry that would point an instance somewhere else. */
const INHERITED_AWAY = ['API_URL', 'DATABASE_URL', 'REDIS_URL', 'SMTP_URL', 'PORT', 'HOST', 'DATA_DIR', 'MEDIA_DIR', 'MAIL_DIR', 'E2E_TEST_HOOKS'];

/**
 * The command that serves the build, as docs/deploying.md gives it: `npm run serve`
 * (the shop's server for a build) with `next start`'s -p/-H options. The one place to switch the
 * server: every instance of every scenario starts here. (Node's fetch honours the server's
 * keep-alive hint, so the default idle timeout closes no connection under a request.)
 */
function instanceCommand(port: number): [string, string[]] {
  return ['npm', ['run', '--silent', 'serve', '--', '-p', String(port), '-H', '127.0.0.1']];
}

/** Polls `url` until it answers 200 (startup only: nothing is tested while it waits). */
async function waitUntilServing(url: string, child: ChildProcess, log: string): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline && isRunning(child)) {
    const status = await fetch(url).then(
      (r) => r.status,
      () => 0,
    );
    if (status === 200) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not come up:\n${fs.readFileSync(log, 'utf8').slice(-3000)}`);
}

export interface Cluster {
  instances: Instance[];
  /** the scenario's own database (a clone of the seeded template), for the invariants checked in SQL */
  sql: Pool;
  databaseUrl: string;
  /**
   * The deployment's Redis. A scenario may stop it and start it again on its port
   * (`startRedisServer({ port })`); it puts the new handle here, so `stop()` stops that one.
   */
  redis: RedisServer;
  /** MAIL_DIR shared by the instances: .eml files of the mails sent without SMTP */
  mailDir: string;
  /** environment every instance gets (before its own extras) */
  env: NodeJS.ProcessEnv;
  /**
   * Starts one more instance (or one again, on a port a stopped one used) and adds it to
   * `instances`, once `probe` answers 200: `/api/health` to start one that must not wait for
   * anything but its own process.
   */
  startInstance(name: string, port: number, extra?: Settings, probe?: '/api/ready' | '/api/health'): Promise<Instance>;
  stop(): Promise<void>;
}

function cloneTemplate(name: string): Promise<void> {
  return runStatement(postgresUrl('postgres'), `CREATE DATABASE ${name} TEMPLATE ${CLUSTER_TEMPLATE_DB}`);
}

export interface ClusterOptions {
  /** how many instances (default 2), named A, B, … on ports CLUSTER_PORT, CLUSTER_PORT + 1, … */
  count?: number;
  /** settings instance `index` gets on top of the deployment's */
  extra?: (index: number) => Settings;
  /** a seeded database of the scenario's own server; default: a fresh clone of the run's template */
  database?: SeededDatabase;
}

/**
 * A deployment as docs/deploying.md describes it: instances of the one build on
 * their own ports and DATA_DIRs, sharing one PostgreSQL database, one Redis, one MEDIA_DIR and
 * one MAIL_DIR, one encryption key and SITE_URL. Everything is stopped by `stop()` or at exit.
 */
export async function startCluster({ count = 2, extra = () => ({}), database }: ClusterOptions = {}): Promise<Cluster> {
  const setup = clusterSetup();
  const id = randomBytes(4).toString('hex');
  const dir = fs.mkdtempSync(path.join(setup.work, `cluster-${id}-`));
  const seeded = database ?? { url: postgresUrl(`cluster_${id}`), mediaDir: setup.mediaDir };
  if (!database) await cloneTemplate(`cluster_${id}`);
  const redis = await startRedisServer();
  const mailDir = path.join(dir, 'mail');
  fs.mkdirSync(mailDir);
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of INHERITED_AWAY) delete env[name];
  Object.assign(env, SHARED_SECRETS, {
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    ...(setup.siteUrl ? { SITE_URL: setup.siteUrl } : {}),
    DATABASE_URL: seeded.url,
    REDIS_URL: redis.url,
    MEDIA_DIR: seeded.mediaDir,
    MAIL_DIR: mailDir,
    // scenarios register dozens of companies from 127.0.0.1
    SIGN_UPS_PER_HOUR: '100000',
    // no load balancer to drain before a stop: the suite stops instances only when a scenario is over
    SHUTDOWN_DELAY_MS: '0',
    // scenarios start clusters by the dozen: warming at start (docs/decisions/072-warm-cache.md) is the bench's and warm.test.ts's
    WARM_SECONDS: '0',
  });
  const instances: Instance[] = [];
  const sql = new Pool({ connectionString: seeded.url, max: 4 });
  // a scenario stops the server under this pool: its idle connections then fail, which is expected
  sql.on('error', () => undefined);

  async function launch(name: string, port: number, own: Settings = {}, probe = '/api/ready'): Promise<Instance> {
    const dataDir = path.join(dir, `data-${name}`);
    const log = path.join(dir, `${name}.log`);
    const [command, args] = instanceCommand(port);
    const child = startProcess(command, args, { ...env, DATA_DIR: dataDir, ...own }, log);
    const instance = { name, port, url: `http://127.0.0.1:${port}`, child, log };
    await waitUntilServing(`${instance.url}${probe}`, child, log);
    return instance;
  }

  const cluster: Cluster = {
    instances,
    sql,
    databaseUrl: seeded.url,
    redis,
    mailDir,
    env,
    async startInstance(name, port, own, probe) {
      const instance = await launch(name, port, own, probe);
      instances.push(instance);
      return instance;
    },
    async stop() {
      await Promise.all(instances.map((i) => signalProcess(i.child, 'SIGTERM')));
      await sql.end();
      await cluster.redis.stop();
    },
  };
  try {
    instances.push(...(await Promise.all(Array.from({ length: count }, (_, i) => launch(String.fromCharCode(65 + i), clusterPort(i), extra(i))))));
  } catch (error) {
    await cluster.stop();
    throw error;
  }
  return cluster;
}
