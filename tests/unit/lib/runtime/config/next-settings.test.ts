/**
 * @jest-environment node
 */
import { behindNginx, deploymentId, distDir, redisUrl } from '@/lib/runtime/config/next-settings.mjs';
import { parseSettings, SettingsError } from '@/lib/runtime/config/parse-settings';

// next.config.mjs and the cache handlers read these settings without the schema (next-settings.mjs
// says why): for every value, they must read what parseSettings reads, or refuse what it refuses.
const READERS = {
  REDIS_URL: redisUrl,
  NEXT_DIST_DIR: distDir,
  DEPLOYMENT_ID: deploymentId,
  BEHIND_NGINX: behindNginx,
} as const;

const VALUES: Record<keyof typeof READERS, (string | undefined)[]> = {
  REDIS_URL: [undefined, '', '  ', 'redis://cache:6379', ' rediss://user:pass@cache.internal:6380/2/ ', 'http://cache:6379', 'cache:6379'],
  NEXT_DIST_DIR: [undefined, '', '.next-test', ' build_2 ', '..', '.', 'a/b', 'x y'],
  DEPLOYMENT_ID: [undefined, '', 'abc-123_X', 'x'.repeat(64), 'x'.repeat(65), 'a.b'],
  BEHIND_NGINX: [undefined, '', 'true', 'TRUE ', 'false', 'yes', '1'],
};

function schemaReading(name: keyof typeof READERS, value: string | undefined): { value: unknown } | 'refused' {
  try {
    return { value: parseSettings({ [name]: value })[name] };
  } catch (error) {
    if (!(error instanceof SettingsError)) throw error;
    return 'refused';
  }
}

function plainReading(name: keyof typeof READERS, value: string | undefined): { value: unknown } | 'refused' {
  try {
    return { value: READERS[name]({ [name]: value }) };
  } catch {
    return 'refused';
  }
}

describe.each(Object.keys(READERS) as (keyof typeof READERS)[])('%s as next.config.mjs reads it', (name) => {
  it.each(VALUES[name])('agrees with the settings schema for %p', (value) => {
    expect(plainReading(name, value)).toEqual(schemaReading(name, value));
  });
});

it('does not repeat a REDIS_URL that may hold a password', () => {
  expect(() => redisUrl({ REDIS_URL: 'http://user:secret@cache' })).toThrow(/^(?!.*secret)/);
});
