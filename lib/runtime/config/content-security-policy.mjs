import { PACKETA_FRAME_ORIGINS, PACKETA_HEALTH_CHECK_ORIGIN, PACKETA_LIBRARY_URL } from './packeta-widget.mjs';

/**
 * The Content-Security-Policy of every page. next.config.mjs sends it with the build's settings (what
 * `next start` serves); the instance server puts the one of its own settings in its place
 * (lib/runtime/instance/content-security-policy.ts), so a PACKETA_API_KEY set after the build counts.
 * Plain JavaScript so next.config.mjs can import it. Why each source: docs/decisions/049-content-security-policy.md.
 *
 * - script-src keeps 'unsafe-inline': Next writes the page's RSC payload and React its streaming
 *   steps as inline scripts whose text differs per page (and per request in the parts rendered at
 *   request time), and pages are prerendered and cached, so neither a nonce nor a list of hashes
 *   can name them; a hash in the list would also make the browser ignore 'unsafe-inline'.
 *   What it still refuses: scripts from any other origin, eval, and (script-src-attr) every inline
 *   event handler attribute, the usual shape of injected markup. 'wasm-unsafe-eval' lets the
 *   barcode scanner compile its WebAssembly decoder, fetched from this origin only (decisions/065);
 *   it allows no JavaScript eval.
 * - style attributes (React's style props, next/image's `color:transparent`, the Packeta library's
 *   overlay) need 'unsafe-inline'; style elements come from our own files only (style-src-elem).
 *   Said this way round, a browser without the -elem/-attr directives (Safari before 15.4) falls
 *   back to style-src and still draws the attributes, where style-src 'self' would drop them.
 * - img-src: data: for the SVG check marks and masks drawn in the style sheets; https: because the
 *   backend's HTML (descriptions, articles, text pages) may show pictures from its own CDN, which
 *   the sanitiser allows (lib/shared/format/sanitize-html.ts). Catalogue pictures come from /media.
 * - The Packeta widget's origins only with a widget to load (`packetaWidgetUrl`): its script, its
 *   health check and its iframe. On every page, not only /checkout: the basket reaches checkout
 *   by a client-side navigation, which keeps the policy of the page the visitor opened first.
 *
 * @param {string | undefined} packetaWidgetUrl the widget library when PACKETA_API_KEY is set, else undefined
 * @returns {string}
 */
export function contentSecurityPolicy(packetaWidgetUrl) {
  const packeta = packetaWidgetUrl ? new URL(packetaWidgetUrl).origin : undefined;
  const directives = [
    "default-src 'self'",
    `script-src 'self' 'unsafe-inline' 'wasm-unsafe-eval'${packeta ? ` ${packeta}` : ''}`,
    "script-src-attr 'none'",
    "style-src 'self' 'unsafe-inline'",
    "style-src-elem 'self'",
    "img-src 'self' data: https:",
    ...(packeta
      ? [`connect-src 'self' ${PACKETA_HEALTH_CHECK_ORIGIN}`, `frame-src 'self' ${[...new Set([packeta, ...PACKETA_FRAME_ORIGINS])].join(' ')}`]
      : []),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ];
  return directives.join('; ');
}

/**
 * The widget library a server with these settings loads: PACKETA_WIDGET_URL (or the official
 * library) when PACKETA_API_KEY is set, else undefined (the stand-in in public/ needs no origin).
 * For next.config.mjs, which reads the raw environment before any settings check; an empty value
 * counts as unset, as everywhere.
 * @param {Record<string, string | undefined>} env
 * @returns {string | undefined}
 */
export function packetaWidgetUrlOf(env) {
  if (!env.PACKETA_API_KEY?.trim()) return undefined;
  const url = env.PACKETA_WIDGET_URL?.trim() || PACKETA_LIBRARY_URL;
  // not an address: no origin to let in (a server with this value stops at its settings check)
  return URL.canParse(url) ? url : undefined;
}
