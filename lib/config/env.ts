import 'server-only';
import { isDevelopmentBuild } from './build-constants';
import { SETTINGS, type SettingName, type Settings } from './settings-schema';

/** One or more settings have values the shop cannot use; the message has one line per setting. */
export class SettingsError extends Error {
  override name = 'SettingsError';
}

const NAMES = Object.keys(SETTINGS) as SettingName[];

/** process.env, or a plain record in tests. */
type Environment = Readonly<Record<string, string | undefined>>;

/** A value as the schema sees it: trimmed, and an empty one counts as unset (`SMTP_URL=` is off). */
function rawValue(env: Environment, name: SettingName): string | undefined {
  return env[name]?.trim() || undefined;
}

function problem(name: SettingName, raw: string | undefined): string {
  const { expects, secret } = SETTINGS[name] as { expects: string; secret?: boolean };
  const got = secret ? 'a value that is not one (not repeated here: it may hold a password)' : JSON.stringify(raw);
  return `Setting ${name}: expected ${expects}, got ${got}`;
}

/** Every setting of `env` checked and converted; throws a SettingsError naming each bad one. */
export function parseSettings(env: Environment): Settings {
  const values: Record<string, unknown> = {};
  const problems: string[] = [];
  for (const name of NAMES) {
    const raw = rawValue(env, name);
    const parsed = SETTINGS[name].schema.safeParse(raw);
    if (parsed.success) values[name] = parsed.data;
    else problems.push(problem(name, raw));
  }
  if (problems.length > 0) throw new SettingsError(problems.join('\n'));
  // each value came from its own setting's schema, so the record has the Settings shape
  return values as Settings;
}

let parsed: { key: string; settings: Settings } | undefined;

/**
 * The shop's settings. A production server's environment does not change once it runs, so it is
 * parsed once. Elsewhere (`next dev` reloads .env files in place, tests and scripts switch a
 * variable within one process) the raw values are compared on each call, and parsed again when
 * they differ: a few dozen lookups, which a production request should not pay on every call.
 */
export function settings(): Settings {
  if (parsed && !isDevelopmentBuild()) return parsed.settings;
  const key = NAMES.map((name) => process.env[name] ?? '\u0000').join('\u0001');
  if (parsed?.key !== key) parsed = { key, settings: parseSettings(process.env) };
  return parsed.settings;
}

/**
 * The start-up check of `npm start`, `npm run backend` and `next start` (instrumentation.ts): a bad
 * setting stops the process at once with one line per setting, before anything is opened or built.
 */
export function exitOnBadSettings(exit: (code: number) => never = process.exit): void {
  try {
    settings();
  } catch (error) {
    if (!(error instanceof SettingsError)) throw error;
    console.error(`Stopped: a setting has a value the shop cannot use.\n${error.message}`);
    exit(1);
  }
}

/** True inside `next build` (Next sets NEXT_PHASE for the workers that collect and prerender pages). */
export function isBuildPhase(): boolean {
  return process.env.NEXT_PHASE === 'phase-production-build';
}
