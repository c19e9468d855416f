/**
 * Values fixed when the code is compiled: Next replaces these `process.env.X` reads with literals
 * in every bundle, so client code may import this module. Run-time settings are in
 * lib/runtime/config/env.ts, which is server-only. (Functions, so a test can set the variable first.)
 */

/** SITE_URL as `next build` saw it (next.config.mjs `env`); undefined when not built by Next (dev, tests). */
export function builtSiteUrl(): string | undefined {
  return process.env.BUILT_SITE_URL;
}

/** A development or test build: diagnostics that a production visitor should not pay for. */
export function isDevelopmentBuild(): boolean {
  return process.env.NODE_ENV !== 'production';
}
