import 'server-only';
import { builtSiteUrl } from '@/lib/shared/build-constants';
import { DEFAULT_SITE_URL, SETTINGS } from './settings-schema';
import { siteUrl } from './shop';

/** A SITE_URL value read as the settings read it (no trailing slash, the default when unset). */
function siteUrlFrom(raw: string): string {
  const parsed = SETTINGS.SITE_URL.schema.safeParse(raw.trim() || undefined);
  return (parsed.success ? parsed.data : raw) ?? DEFAULT_SITE_URL;
}

/**
 * The one line a starting server prints when its SITE_URL is not the one the build used, else null.
 * Prerendered pages, canonical links and sitemaps keep the build's value until the next build.
 */
export function siteUrlMismatch(built: string | undefined, runtime: string): string | null {
  // No value inlined: this server was not compiled by `next build` (dev, tests).
  if (built === undefined) return null;
  const was = siteUrlFrom(built);
  const is = siteUrlFrom(runtime);
  if (was === is) return null;
  return `SITE_URL is ${is} but this build was made with ${was}: prerendered pages, canonical links and sitemaps say ${was} until you build again (npm start -- --build, or next build).`;
}

/** Prints the mismatch line, if any (instrumentation.ts, once per server start). */
export function reportSiteUrlMismatch(): void {
  const line = siteUrlMismatch(builtSiteUrl(), siteUrl());
  if (line) console.warn(line);
}
