/**
 * The settings read by the files Next loads itself: next.config.mjs and the shared-cache handlers
 * it names (lib/runtime/next-cache). Next imports them with plain Node, before and beside the
 * application, so they cannot load settings-schema.ts; each function here reads one setting as
 * parseSettings() reads it (trimmed, empty counts as unset, same form and default), and
 * tests/unit/lib/runtime/config/next-settings.test.ts holds the two readings together. A bad value
 * throws here, and stops a starting server at its settings check (parse-settings.ts) anyway.
 */

/** @typedef {Readonly<Record<string, string | undefined>>} Environment */

/**
 * @param {Environment} env
 * @param {string} name
 */
function raw(env, name) {
  return env[name]?.trim() || undefined;
}

/**
 * @param {string} name
 * @param {string} expects
 * @param {string} got
 * @returns {never}
 */
function bad(name, expects, got) {
  throw new Error(`Setting ${name}: expected ${expects}, got ${JSON.stringify(got)}`);
}

/**
 * REDIS_URL: the shared Redis/Valkey of the cache handlers, without trailing slashes; undefined
 * when unset (one process, Next's own cache). The value is not repeated in an error: it may hold
 * a password.
 * @param {Environment} [env]
 * @returns {string | undefined}
 */
export function redisUrl(env = process.env) {
  const value = raw(env, 'REDIS_URL');
  if (value === undefined) return undefined;
  if (!/^rediss?:\/\/./.test(value) || !URL.canParse(value)) bad('REDIS_URL', 'a Redis/Valkey address', '(not repeated: it may hold a password)');
  return value.replace(/\/+$/, '');
}

/**
 * NEXT_DIST_DIR: the folder `next build` writes the build to and the server reads it from, `.next`
 * unless set (a test's own build beside a developer's build; a deployment leaves it unset).
 * @param {Environment} [env]
 * @returns {string}
 */
export function distDir(env = process.env) {
  const value = raw(env, 'NEXT_DIST_DIR');
  if (value === undefined) return '.next';
  if (!/^(?!\.+$)[A-Za-z0-9._-]+$/.test(value)) bad('NEXT_DIST_DIR', "one folder name of the project (letters, digits, '.', '-', '_')", value);
  return value;
}

/**
 * DEPLOYMENT_ID: the build id `next build` takes instead of making one, undefined when unset.
 * @param {Environment} [env]
 * @returns {string | undefined}
 */
export function deploymentId(env = process.env) {
  const value = raw(env, 'DEPLOYMENT_ID');
  if (value !== undefined && !/^[A-Za-z0-9_-]{1,64}$/.test(value)) bad('DEPLOYMENT_ID', "1–64 letters, digits, '-' or '_'", value);
  return value;
}

/**
 * BEHIND_NGINX: true when nginx in front compresses the answers, so Next does not.
 * @param {Environment} [env]
 * @returns {boolean}
 */
export function behindNginx(env = process.env) {
  const value = raw(env, 'BEHIND_NGINX')?.toLowerCase();
  if (value !== undefined && value !== 'true' && value !== 'false') bad('BEHIND_NGINX', 'true or false', value);
  return value === 'true';
}
