/**
 * What the Packeta (Zásielkovňa) v6 widget library needs from the page that loads it. Plain
 * JavaScript so next.config.mjs can import it (the Content-Security-Policy, lib/runtime/config/content-security-policy.mjs).
 */

/** The official library script: PACKETA_WIDGET_URL's default. */
export const PACKETA_LIBRARY_URL = 'https://widget.packeta.com/v6/www/js/library.js';

/**
 * Where the library's `Packeta.Widget.pick` goes, as library.js names them (`Packeta.Widget.baseUrl`,
 * `backupUrl`, `healthUrl`, `errorUrl`): it first asks the health check (an XMLHttpRequest), then
 * opens its iframe on the widget, on the backup when the check fails, or on the error page.
 */
export const PACKETA_HEALTH_CHECK_ORIGIN = 'https://widget.packeta.com';
export const PACKETA_FRAME_ORIGINS = [
  'https://widget.packeta.com',
  'https://backup.widget.packeta.com',
  'https://error-page-service-widget-errors.prod.packeta-com.codenow.com',
];
