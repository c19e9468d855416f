import { PHASE_PRODUCTION_SERVER } from 'next/constants.js';
import { behindNginx, distDir } from './lib/runtime/config/next-settings.mjs';
import { contentSecurityPolicy, packetaWidgetUrlOf } from './lib/runtime/config/content-security-policy.mjs';
import { SECURITY_HEADERS } from './lib/runtime/config/security-headers.mjs';
import { scaleOutConfig } from './lib/runtime/next-cache/config.mjs';

/**
 * next-intl's plugin: bundler aliases and the messages loader, so messages are compiled at build
 * time and the browser gets the small formatter without the ICU parser. Build and dev only: the
 * plugin loads @swc/core and @parcel/watcher (memory that stays resident) and adds nothing a production
 * server reads, so `next start` and the instance server never import it.
 * @param {import('next').NextConfig} config
 */
async function withNextIntl(config) {
  const { default: createNextIntlPlugin } = await import('next-intl/plugin');
  return createNextIntlPlugin({
    requestConfig: './lib/shared/i18n/request.ts',
    experimental: { messages: { path: './messages', format: 'json', locales: ['sk'], precompile: true } },
  })(config);
}

/** @type {import('next').NextConfig} */
const nextConfig = {
  cacheComponents: true,
  // Stated rather than left to the default (Next warned at every start): false is what the shop was
  // built and measured with, links prefetching each page's own payload on intent
  // (tests/e2e/prefetch-intent.spec.ts). Partial Prefetching (one shared App Shell per route) changes
  // what a link fetches; adopting it waits for a measurement of navigations with and without it.
  partialPrefetching: false,
  // `.next` unless NEXT_DIST_DIR names another folder (a test's build beside the developer's)
  distDir: distDir(),
  poweredByHeader: false,
  experimental: {
    // app/global-not-found.tsx answers unknown URLs: a root not-found.tsx would be embedded in every payload
    globalNotFound: true,
    // Pages rendered at runtime stay in Next's in-memory LRU (cacheMaxMemorySize, 50 MB by default,
    // least recently used out first) instead of also going to .next, where Next never deletes them:
    // the disk holds the build's prerendered pages only. With REDIS_URL the shared cache takes it all.
    isrFlushToDisk: false,
  },
  // Behind nginx (deploy/nginx) compression happens there, once per answer, and its cache keeps one
  // identity copy; read when the server starts (settings-schema.ts checks the value).
  compress: !behindNginx(),
  generateEtags: false,
  // /admin/v1 paths go to the proxy verbatim (GET /sign/out/ is the contract's spelling); proxy.ts
  // redirects page paths with a trailing slash itself (308), as Next would.
  skipTrailingSlashRedirect: true,
  // Inlined at build time: prerendered pages keep this SITE_URL, so `next start` can tell when its
  // own differs (instrumentation.ts, lib/runtime/config/site-url-check.ts).
  env: { BUILT_SITE_URL: process.env.SITE_URL ?? '' },
  reactStrictMode: true,
  // Native/wasm packages of the embedded backend stay out of the bundle.
  // OpenTelemetry (only loaded with OTEL_EXPORTER_OTLP_ENDPOINT, lib/runtime/tracing/start.ts) too: one copy
  // from node_modules rather than one per bundle.
  serverExternalPackages: [
    '@electric-sql/pglite',
    'pg',
    'sharp',
    'pdfkit',
    'nodemailer',
    'bysquare',
    '@node-rs/argon2',
    'prom-client',
    '@opentelemetry/api',
    '@opentelemetry/sdk-trace-node',
    '@opentelemetry/exporter-trace-otlp-http',
    '@opentelemetry/resources',
  ],
  // Files read at run time by a path tracing cannot follow (lib/backend/invoices/font-files.ts): copied
  // into the functions that render invoice PDFs, the embedded backend's route (/admin/v1/*), where a
  // Vercel function would otherwise have no fonts (docs/decisions/070-vercel.md).
  outputFileTracingIncludes: {
    '/admin/v1/**': ['./node_modules/dejavu-fonts-ttf/ttf/DejaVuSans.ttf', './node_modules/dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'],
  },
  images: { unoptimized: true },
  sassOptions: { silenceDeprecations: ['legacy-js-api'] },
  async headers() {
    return [
      {
        source: '/:path*',
        headers: [...SECURITY_HEADERS],
      },
      // Pages (HTML and their RSC payloads, error pages included): not the calls, media and build
      // files, which no browser renders as a page. The build's PACKETA_API_KEY decides what
      // `next start` sends; the instance server sends the one of its own settings. Not in `next dev`,
      // whose error overlay runs eval and whose style updates are inline style elements.
      ...(process.env.NODE_ENV === 'development'
        ? []
        : [
            {
              source: '/((?!_next/|admin/v1/|api/|media/).*)',
              headers: [{ key: 'Content-Security-Policy', value: contentSecurityPolicy(packetaWidgetUrlOf(process.env)) }],
            },
          ]),
      {
        // The icon sprite: Next sends public files with max-age=0, and Chromium then asks again (304) for
        // every <use> React adds after hydration. Its URL carries no version (a version would add bytes
        // to each of some seventy references per page, twice), so an hour: a changed drawing reaches a
        // browser that holds the old sprite within the hour.
        source: '/icons.svg',
        headers: [{ key: 'Cache-Control', value: 'public, max-age=3600' }],
      },
      {
        // Account pages carry the customer's data: never stored by a browser or a shared cache.
        source: '/account/:path*',
        headers: [{ key: 'Cache-Control', value: 'private, no-store' }],
      },
      {
        // An order's confirmation is as private as the account (docs/decisions/060-order-confirmation-page.md),
        // and no search engine lists it even where a link to it leaks.
        source: '/objednavka/:path*',
        headers: [
          { key: 'Cache-Control', value: 'private, no-store' },
          { key: 'X-Robots-Tag', value: 'noindex' },
        ],
      },
      {
        // A card payment's outcome and the stand-in's payment page (docs/decisions/061-card-payments.md): one payment's, read fresh.
        source: '/platba/:path*',
        headers: [{ key: 'Cache-Control', value: 'private, no-store' }],
      },
      {
        source: '/platobna-brana/:path*',
        headers: [{ key: 'Cache-Control', value: 'private, no-store' }],
      },
      {
        // An invitation link's page names the company and the invited e-mail (docs/decisions/059-company-accounts.md).
        source: '/pozvanka/:path*',
        headers: [{ key: 'Cache-Control', value: 'private, no-store' }],
      },
    ];
  },
};

/** @param {string} phase */
export default async function config(phase) {
  const served = { ...nextConfig, ...scaleOutConfig(phase, process.env) };
  return phase === PHASE_PRODUCTION_SERVER ? served : withNextIntl(served);
}
