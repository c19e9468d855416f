/** @jest-environment node */
import { mediaStore } from '@/lib/backend/media/store-setting';
import { envRestorer } from '../../../../support/env';

describe('MEDIA_STORE', () => {
  afterEach(envRestorer('MEDIA_STORE', 'VERCEL'));

  it('is disk by default, where the seed wrote DATA_DIR/media', () => {
    delete process.env.MEDIA_STORE;
    delete process.env.VERCEL;
    expect(mediaStore()).toBe('disk');
  });

  it('is the database on Vercel, whose functions have no disk the seed wrote to', () => {
    delete process.env.MEDIA_STORE;
    process.env.VERCEL = '1';
    expect(mediaStore()).toBe('database');
  });

  it('is what the setting names, on Vercel too', () => {
    process.env.VERCEL = '1';
    process.env.MEDIA_STORE = 'Disk';
    expect(mediaStore()).toBe('disk');
    delete process.env.VERCEL;
    process.env.MEDIA_STORE = 'database';
    expect(mediaStore()).toBe('database');
  });
});
