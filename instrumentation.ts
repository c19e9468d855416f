/** Runs once as a server starts: reports a SITE_URL that differs from the one the build used. */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { reportSiteUrlMismatch } = await import('./lib/site-url-check');
  reportSiteUrlMismatch();
}
