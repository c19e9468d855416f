import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { run } from '../../../scripts/lib/run';

/** The stamp `npm start` writes next to a build of a commit (scripts/start.ts). */
const STAMP = '.next/SOURCE_STAMP';

function headCommit(): string {
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return 'no-git';
  }
}

/** SITE_URL as the build saw it: Next keeps next.config's `env` in required-server-files.json. */
function builtSiteUrl(): string | undefined {
  try {
    const manifest = JSON.parse(fs.readFileSync('.next/required-server-files.json', 'utf8')) as { config?: { env?: Record<string, string> } };
    return manifest.config?.env?.BUILT_SITE_URL || undefined;
  } catch {
    return undefined;
  }
}

/**
 * One production build for every instance, and the SITE_URL it was made with (prerendered pages
 * carry it, so the instances are given the same). Reused when CLUSTER_SKIP_BUILD=1 (scripts/test.sh
 * sets it: the e2e suite has just built this tree) or when the build is stamped with the current
 * commit; built otherwise, with `siteUrl`, from the seeded database `dataEnv` names.
 */
export async function ensureBuild(siteUrl: string, dataEnv: NodeJS.ProcessEnv): Promise<string | undefined> {
  const built = builtSiteUrl();
  const stamped = fs.existsSync(STAMP) && fs.readFileSync(STAMP, 'utf8').trim() === headCommit();
  // a build made without SITE_URL (undefined) is served without one too
  if (fs.existsSync('.next/BUILD_ID') && (process.env.CLUSTER_SKIP_BUILD === '1' || stamped)) return built;
  console.log(`cluster: building the shop for ${siteUrl}`);
  // the build prerenders catalogue pages, so it reads the seeded database (`dataEnv`)
  const env: NodeJS.ProcessEnv = { ...dataEnv, NODE_ENV: 'production', SITE_URL: siteUrl, NEXT_TELEMETRY_DISABLED: '1' };
  await run('node_modules/.bin/next', ['build'], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  fs.writeFileSync(STAMP, headCommit());
  return siteUrl;
}
