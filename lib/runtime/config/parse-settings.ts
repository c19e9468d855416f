import { SETTINGS, type SettingName, type Settings } from './settings-schema';

// No 'server-only' here (nor in settings-schema.ts): the instance server (scripts/server.ts) checks
// the settings before it loads Next, outside the react-server condition that marker needs. Parsing
// reads only the environment it is given; `settings()` in env.ts stays the one reader for the app.

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

/** Stops the process over bad settings: one line per wrong setting, exit code 1. */
export function stopOnBadSettings(error: SettingsError, exit: (code: number) => never = process.exit): never {
  console.error(`Stopped: a setting has a value the shop cannot use.\n${error.message}`);
  return exit(1);
}

/** The settings of `env`, or the process stopped over the bad ones (the scripts' and the instance server's start). */
export function settingsOrStop(env: Environment = process.env): Settings {
  try {
    return parseSettings(env);
  } catch (error) {
    if (!(error instanceof SettingsError)) throw error;
    return stopOnBadSettings(error);
  }
}
