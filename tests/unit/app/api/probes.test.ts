/** @jest-environment node */
import { GET as health } from '@/app/api/health/route';
import { GET as ready } from '@/app/api/ready/route';
import { databaseState } from '@/lib/backend/readiness';
import { envRestorer } from '../../../support/env';

jest.mock('next/server', () => ({ connection: async () => undefined }));
jest.mock('@/lib/backend/readiness', () => ({ databaseState: jest.fn() }));
const database = jest.mocked(databaseState);

afterEach(envRestorer('API_URL', 'DATABASE_URL'));
beforeEach(() => {
  delete process.env.API_URL;
  delete process.env.DATABASE_URL;
  database.mockReset();
});

describe('health and readiness probes', () => {
  it('health answers 200 without asking the database, never stored by a cache', async () => {
    const response = await health();
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ status: 'ok' });
    expect(database).not.toHaveBeenCalled();
  });

  it('ready answers 200 while the embedded database answers', async () => {
    database.mockResolvedValue('ok');
    const response = await ready();
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ status: 'ready', checks: { database: 'ok', cache: 'not used' } });
  });

  it('ready answers 503 naming the database when its own embedded database does not answer', async () => {
    database.mockResolvedValue('down');
    const response = await ready();
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ status: 'unavailable', checks: { database: 'down', cache: 'not used' } });
  });

  it('ready stays 200 "degraded" naming the database when the PostgreSQL every instance shares is down: one outage must not take every instance out', async () => {
    process.env.DATABASE_URL = 'postgres://shop@db.internal/shop';
    database.mockResolvedValue('down');
    const response = await ready();
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'degraded', checks: { database: 'down', cache: 'not used' } });
  });

  it('ready answers 503 naming the schema when the database lacks a migration of this build, shared or not', async () => {
    process.env.DATABASE_URL = 'postgres://shop@db.internal/shop';
    database.mockResolvedValue('schema outdated');
    const response = await ready();
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ status: 'unavailable', checks: { database: 'schema outdated', cache: 'not used' } });
  });

  it('ready asks no database in API_URL mode, where the storefront keeps none', async () => {
    process.env.API_URL = 'https://api.example.sk';
    const response = await ready();
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ready', checks: { database: 'not used', cache: 'not used' } });
    expect(database).not.toHaveBeenCalled();
  });
});
