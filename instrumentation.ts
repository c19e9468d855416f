/** Runs once as a server starts. */
export async function register(): Promise<void> {
  // Next's own variable, read here literally so the edge bundle drops the Node-only code below.
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { exitOnBadSettings, isBuildPhase, onVercel, settings } = await import('./lib/runtime/config/env');
  // `next start` with a bad setting stops here, with one line per setting, before any request.
  exitOnBadSettings();
  // Traces only with the setting: without it not one module of OpenTelemetry is loaded
  // (docs/decisions/069-traces.md). First, so the database opened below already traces its statements.
  if (settings().OTEL_EXPORTER_OTLP_ENDPOINT && !isBuildPhase()) {
    const { startTracing } = await import('./lib/runtime/tracing/start');
    await startTracing('storefront');
  }
  const { reportSiteUrlMismatch } = await import('./lib/runtime/config/site-url-check');
  reportSiteUrlMismatch();
  // The embedded backend opens (and migrates) its database now rather than inside the first
  // customer's request: a cold PGlite on a busy machine took longer than UPSTREAM_TIMEOUT_MS,
  // and that first sign-up or sign-in got a 504.
  if (settings().API_URL || isBuildPhase()) return;
  const { openDatabaseAtStart } = await import('./lib/backend/db/open-at-start');
  const { closeBackend } = await import('./lib/backend/close');
  const { onStop } = await import('./lib/runtime/instance/graceful-stop');
  // After the last request of a graceful stop (scripts/server.ts).
  onStop(closeBackend);
  openDatabaseAtStart();
  // Sends mail from the outbox (this instance's right after each commit, everyone's on a poll); MAIL_SENDER=false leaves it off.
  // Not in a Vercel function: it is frozen between requests, so a poll would run only while one is
  // warm, once per function; the cron route (vercel.json, app/api/cron/outbox) sends the retries there.
  if (onVercel()) return;
  const { startMailSender } = await import('./lib/backend/mail/outbox-worker');
  startMailSender();
}
