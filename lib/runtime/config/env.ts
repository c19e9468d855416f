import 'server-only';
import { isDevelopmentBuild } from '@/lib/shared/build-constants';
import { parseSettings, SettingsError, stopOnBadSettings } from './parse-settings';
import { SETTINGS, type SettingName, type Settings } from './settings-schema';

export { parseSettings, SettingsError };

const NAMES = Object.keys(SETTINGS) as SettingName[];

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
    stopOnBadSettings(error, exit);
  }
}

/** True inside `next build` (Next sets NEXT_PHASE for the workers that collect and prerender pages). */
export function isBuildPhase(): boolean {
  return process.env.NEXT_PHASE === 'phase-production-build';
}

/**
 * True in a Vercel deployment, at build and in its functions (Vercel sets VERCEL=1 in both). A function
 * lives only for its requests (no timers between them), many run at once, and its disk is read-only
 * but for /tmp: the defaults below and instrumentation.ts follow from that (docs/decisions/070-vercel.md).
 */
export function onVercel(): boolean {
  return process.env.VERCEL === '1';
}

/** DATABASE_POOL_SIZE, else 10 connections per process, or 2 per function on Vercel (many functions run at once, each with its own pool). */
export function databasePoolSize(): number {
  return settings().DATABASE_POOL_SIZE ?? (onVercel() ? 2 : 10);
}
