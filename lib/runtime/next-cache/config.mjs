import { fileURLToPath } from 'node:url';
import { PHASE_PRODUCTION_BUILD, PHASE_PRODUCTION_SERVER } from 'next/constants.js';
import { redisUrl } from '../config/next-settings.mjs';
import { newBuildId, servedBuildId } from './build-identity.mjs';

/** @param {string} file */
const handler = (file) => fileURLToPath(new URL(file, import.meta.url));

/**
 * The part of next.config that lets several instances of one build serve as one shop.
 * - build id = deploymentId (build-identity.mjs): made at `next build`, read back at `next start`.
 * - With REDIS_URL set when `next start` starts: Next's page/route cache and its 'use cache'
 *   handlers live in that Redis/Valkey, and Next keeps no copy in memory (cacheMaxMemorySize 0),
 *   so a revalidation on one instance is seen by all. The build never touches Redis; without
 *   REDIS_URL nothing changes (one process, Next's own in-memory and .next cache).
 * @param {string} phase
 * @param {NodeJS.ProcessEnv} env
 * @returns {import('next').NextConfig}
 */
export function scaleOutConfig(phase, env) {
  if (phase === PHASE_PRODUCTION_BUILD) {
    const buildId = newBuildId(env);
    return { generateBuildId: () => buildId, deploymentId: buildId };
  }
  if (phase !== PHASE_PRODUCTION_SERVER) return {};
  const deploymentId = servedBuildId();
  if (!redisUrl(env)) return { deploymentId };
  return {
    deploymentId,
    cacheHandler: handler('./page-cache-handler.mjs'),
    cacheHandlers: { default: handler('./use-cache-handler.mjs'), remote: handler('./use-cache-handler.mjs') },
    cacheMaxMemorySize: 0,
  };
}
