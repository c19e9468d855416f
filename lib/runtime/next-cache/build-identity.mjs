import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { deploymentId, distDir } from '../config/next-settings.mjs';

/**
 * The build's identity, shared by next.config.mjs and the cache handlers. The build id doubles as
 * Next's deploymentId (the client sends it with every navigation; an instance of another build
 * answers with a hard reload instead of a mismatched payload) and as the shared cache's key
 * prefix (two builds never read each other's entries). `next build` makes it once; every
 * instance started on that `.next` (distDir()) reads it back from its BUILD_ID, so all instances of one
 * build agree and never depend on the environment they were started with.
 */

const buildIdFile = () => new URL(`../../../${distDir()}/BUILD_ID`, import.meta.url);

/** The git commit the build is made from, or undefined outside a checkout. */
function gitCommit() {
  try {
    return execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim() || undefined;
  } catch {
    return undefined;
  }
}

/**
 * At `next build`: DEPLOYMENT_ID when set, else the commit plus a random suffix (two builds of
 * one commit still get their own cache entries). Only letters, digits, `-` and `_`, as Next's
 * deploymentId and a cache key prefix want.
 * @param {NodeJS.ProcessEnv} env
 * @returns {string}
 */
export function newBuildId(env) {
  const configured = deploymentId(env);
  if (configured) return configured;
  // NEXT_DEPLOYMENT_ID: Next's own, set by a platform that manages deployments itself (Vercel), and
  // by Next for its build workers once the main process chose the id
  const platform = env.NEXT_DEPLOYMENT_ID?.trim();
  if (platform) {
    if (!/^[A-Za-z0-9_-]{1,64}$/.test(platform)) {
      throw new Error(`NEXT_DEPLOYMENT_ID must be 1–64 letters, digits, '-' or '_' (got "${platform}")`);
    }
    return platform;
  }
  return `${gitCommit() ?? 'build'}-${randomBytes(4).toString('hex')}`;
}

/**
 * At `next start`: the id of the build being served.
 * @returns {string}
 */
export function servedBuildId() {
  try {
    return readFileSync(buildIdFile(), 'utf8').trim();
  } catch {
    throw new Error(`No build to serve (${distDir()}/BUILD_ID is missing): run \`next build\` (or \`npm start\`, which builds) first`);
  }
}

/**
 * Prefix of every shared cache key of the build being served.
 * @returns {string}
 */
export function cacheKeyPrefix() {
  return `storefront:${servedBuildId()}:`;
}
