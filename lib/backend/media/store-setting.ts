import 'server-only';
import { settings } from '@/lib/runtime/config/env';

export type MediaStore = 'disk' | 'database';

/**
 * Where catalogue pictures and datasheets live (docs/decisions/071-media-store.md): MEDIA_STORE,
 * else `database` on Vercel (VERCEL=1: a function has no disk the seed wrote to) and `disk` elsewhere.
 */
export function mediaStore(): MediaStore {
  return settings().MEDIA_STORE ?? (process.env.VERCEL === '1' ? 'database' : 'disk');
}
