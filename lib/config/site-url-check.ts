import { siteUrlFrom } from '@/lib/config/shop';

/**
 * The one line a starting server prints when its SITE_URL is not the one the build used, else null.
 * Prerendered pages, canonical links and sitemaps keep the build's value until the next build.
 */
export function siteUrlMismatch(built: string | undefined, runtime: string | undefined): string | null {
  // No value inlined: this server was not compiled by `next build` (dev, tests).
  if (built === undefined) return null;
  const was = siteUrlFrom(built);
  const is = siteUrlFrom(runtime);
  if (was === is) return null;
  return `SITE_URL is ${is} but this build was made with ${was}: prerendered pages, canonical links and sitemaps say ${was} until you build again (npm start -- --build, or next build).`;
}

/** Prints the mismatch line, if any (instrumentation.ts, once per server start). */
export function reportSiteUrlMismatch(): void {
  // next.config.mjs `env` replaces process.env.BUILT_SITE_URL with the build's value at compile time.
  const line = siteUrlMismatch(process.env.BUILT_SITE_URL, process.env.SITE_URL);
  if (line) console.warn(line);
}
