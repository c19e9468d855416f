// @ts-check

/**
 * The folder `next build` writes the build to and the server reads it from: NEXT_DIST_DIR (a folder
 * of the project, e.g. `.next-test`) or Next's `.next`. For a test's own build beside a developer's
 * build (tests/cluster/build-failed-section.test.ts); a deployment leaves it unset.
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {string}
 */
export function distDir(env = process.env) {
  const configured = env.NEXT_DIST_DIR?.trim();
  if (!configured) return '.next';
  if (!/^[A-Za-z0-9._-]+$/.test(configured) || /^\.+$/.test(configured)) {
    throw new Error(`NEXT_DIST_DIR must be one folder name of the project (letters, digits, '.', '-', '_'), got "${configured}"`);
  }
  return configured;
}
