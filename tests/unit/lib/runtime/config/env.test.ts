/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { dataDir } from '@/lib/backend/db/client';
import { databasePoolSize, exitOnBadSettings, onVercel, parseSettings, settings, SettingsError } from '@/lib/runtime/config/env';
import { SETTINGS } from '@/lib/runtime/config/settings-schema';
import { envRestorer } from '@/tests/support/env';

describe('settings', () => {
  it('gives every unset setting its default', () => {
    const defaults = parseSettings({});
    expect(defaults).toMatchObject({
      SESSION_IDLE_DAYS: 14,
      SESSION_MAX_DAYS: 60,
      CREDIT_GRACE_DAYS: 7,
      SIGN_UPS_PER_HOUR: 20,
      UPSTREAM_TIMEOUT_MS: 10_000,
      VAT_RATE: 23,
      AUTO_ACTIVATE_CUSTOMERS: true,
      SHOP_NAME: 'SecuriTech',
      PACKETA_WIDGET_URL: 'https://widget.packeta.com/v6/www/js/library.js',
      E2E_TEST_HOOKS: false,
    });
    expect(defaults.API_URL).toBeUndefined();
    expect(defaults.SITE_URL).toBeUndefined();
  });

  // Issue 49 item 5: a Vercel function is one of many at once, and its disk is read-only but for /tmp
  it('pools 10 PostgreSQL connections per process, 2 per function on Vercel, and keeps data in .data, on Vercel under /tmp', () => {
    const restore = envRestorer('VERCEL', 'DATABASE_POOL_SIZE', 'DATA_DIR');
    try {
      delete process.env.VERCEL;
      delete process.env.DATABASE_POOL_SIZE;
      delete process.env.DATA_DIR;
      expect([onVercel(), databasePoolSize(), dataDir()]).toEqual([false, 10, path.resolve('.data')]);
      process.env.VERCEL = '1';
      expect([onVercel(), databasePoolSize(), dataDir()]).toEqual([true, 2, '/tmp/storefront-data']);
      // the settings still decide when given
      process.env.DATABASE_POOL_SIZE = '1';
      process.env.DATA_DIR = '/tmp/elsewhere';
      expect([databasePoolSize(), dataDir()]).toEqual([1, '/tmp/elsewhere']);
    } finally {
      restore();
    }
  });

  it('counts an empty or blank value as unset and trims the rest', () => {
    expect(parseSettings({ SMTP_URL: '', SESSION_IDLE_DAYS: '  ', DATA_DIR: ' /srv/shop ' })).toMatchObject({
      SMTP_URL: undefined,
      SESSION_IDLE_DAYS: 14,
      DATA_DIR: '/srv/shop',
    });
  });

  it('converts values and drops trailing slashes of addresses', () => {
    const parsed = parseSettings({
      SITE_URL: 'https://shop.sk/',
      API_URL: 'https://api.shop.sk//',
      SESSION_MAX_DAYS: '30',
      AUTO_ACTIVATE_CUSTOMERS: 'FALSE',
      VAT_RATE: '20',
    });
    expect(parsed).toMatchObject({
      SITE_URL: 'https://shop.sk',
      API_URL: 'https://api.shop.sk',
      SESSION_MAX_DAYS: 30,
      AUTO_ACTIVATE_CUSTOMERS: false,
      VAT_RATE: 20,
    });
  });

  it('names the setting and what it expects when a value is wrong', () => {
    expect(() => parseSettings({ SESSION_IDLE_DAYS: 'abc' })).toThrow(
      new SettingsError('Setting SESSION_IDLE_DAYS: expected a whole number of days ≥ 1, got "abc"'),
    );
    expect(() => parseSettings({ SITE_URL: 'shop.sk' })).toThrow(
      'Setting SITE_URL: expected an http(s) address such as https://shop.example.sk, got "shop.sk"',
    );
    expect(() => parseSettings({ AUTO_ACTIVATE_CUSTOMERS: 'no' })).toThrow('Setting AUTO_ACTIVATE_CUSTOMERS: expected true or false, got "no"');
    expect(() => parseSettings({ SIGN_UPS_PER_HOUR: '0' })).toThrow('Setting SIGN_UPS_PER_HOUR: expected a whole number of registrations ≥ 1, got "0"');
    expect(parseSettings({ CREDIT_GRACE_DAYS: '0' }).CREDIT_GRACE_DAYS).toBe(0);
    expect(() => parseSettings({ CREDIT_GRACE_DAYS: '-1' })).toThrow('Setting CREDIT_GRACE_DAYS: expected a whole number of days from 0 to 365, got "-1"');
  });

  it('reads TRUSTED_PROXIES as addresses and CIDR ranges, the loopback by default, and refuses anything else', () => {
    expect(parseSettings({}).TRUSTED_PROXIES).toEqual(['127.0.0.1', '::1']);
    expect(parseSettings({ TRUSTED_PROXIES: '10.0.0.0/8, 127.0.0.1 ,fd00::/8' }).TRUSTED_PROXIES).toEqual(['10.0.0.0/8', '127.0.0.1', 'fd00::/8']);
    for (const wrong of ['lb.internal', '10.0.0.0/33', '127.0.0.1,,::1']) {
      expect(() => parseSettings({ TRUSTED_PROXIES: wrong })).toThrow(
        `Setting TRUSTED_PROXIES: expected addresses or CIDR ranges separated by commas (127.0.0.1,::1,10.0.0.0/8), got ${JSON.stringify(wrong)}`,
      );
    }
  });

  it('stops a start that still sets TRUSTED_PROXY_HOPS, naming what replaced it', () => {
    expect(() => parseSettings({ TRUSTED_PROXY_HOPS: '1' })).toThrow(
      `Setting TRUSTED_PROXY_HOPS: expected to be unset (no longer read: list the proxies' addresses in TRUSTED_PROXIES, docs/settings.md), got "1"`,
    );
    expect(parseSettings({ TRUSTED_PROXY_HOPS: '' }).TRUSTED_PROXY_HOPS).toBeUndefined();
  });

  it('lists every wrong setting, one line each', () => {
    expect(() => parseSettings({ SESSION_IDLE_DAYS: '1.5', PORT: '70000', VAT_RATE: '-1' })).toThrow(
      [
        'Setting PORT: expected a port number from 1 to 65535, got "70000"',
        'Setting VAT_RATE: expected a percentage from 0 to 100, such as 23, got "-1"',
        'Setting SESSION_IDLE_DAYS: expected a whole number of days ≥ 1, got "1.5"',
      ].join('\n'),
    );
  });

  it('does not repeat a value that may hold a password', () => {
    let message = '';
    try {
      parseSettings({ DATABASE_URL: 'mysql://shop:hunter2@db/shop' });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/^Setting DATABASE_URL: expected a PostgreSQL address/);
    expect(message).not.toContain('hunter2');
  });

  it('turns the e2e test hooks on only with exactly 1', () => {
    expect(parseSettings({ E2E_TEST_HOOKS: '1' }).E2E_TEST_HOOKS).toBe(true);
    expect(parseSettings({ E2E_TEST_HOOKS: 'true' }).E2E_TEST_HOOKS).toBe(false);
  });

  describe('from the environment', () => {
    afterEach(envRestorer('SESSION_IDLE_DAYS'));

    it('sees a variable changed within the process', () => {
      process.env.SESSION_IDLE_DAYS = '7';
      expect(settings().SESSION_IDLE_DAYS).toBe(7);
      process.env.SESSION_IDLE_DAYS = '9';
      expect(settings().SESSION_IDLE_DAYS).toBe(9);
    });

    it('stops a starting server on a bad value with the message, before anything else', () => {
      process.env.SESSION_IDLE_DAYS = 'abc';
      const printed = jest.spyOn(console, 'error').mockImplementation(() => undefined);
      const exit = jest.fn((code: number): never => {
        throw new Error(`exit ${code}`);
      });
      try {
        expect(() => exitOnBadSettings(exit)).toThrow('exit 1');
        expect(printed).toHaveBeenCalledWith(
          'Stopped: a setting has a value the shop cannot use.\nSetting SESSION_IDLE_DAYS: expected a whole number of days ≥ 1, got "abc"',
        );
      } finally {
        printed.mockRestore();
      }
    });

    it('lets a server with good settings start', () => {
      process.env.SESSION_IDLE_DAYS = '30';
      const exit = jest.fn((): never => {
        throw new Error('exit');
      });
      exitOnBadSettings(exit);
      expect(exit).not.toHaveBeenCalled();
    });
  });

  it('are each described in the tables of docs/settings.md', () => {
    const table = fs.readFileSync('docs/settings.md', 'utf8');
    const rows = table.split('\n').filter((line) => line.startsWith('| `'));
    const documented = rows.flatMap((row) => row.split('|')[1]?.match(/`[A-Z0-9_]+`/g) ?? []).map((name) => name.slice(1, -1));
    expect(documented.sort()).toEqual(Object.keys(SETTINGS).sort());
  });
});
