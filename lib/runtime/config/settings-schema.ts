import { z } from 'zod';
import { PACKETA_LIBRARY_URL } from './packeta-widget.mjs';

/**
 * Every setting the shop reads from its environment: the zod schema that checks it, its default,
 * and what a valid value looks like (the line an operator reads when the value is wrong). The
 * table in docs/settings.md describes the same names (a unit test holds them in step);
 * lib/runtime/config/env.ts reads them.
 */
interface Setting<T> {
  expects: string;
  schema: z.ZodType<T, string | undefined>;
  /** The value may hold a password: an error message does not repeat it. */
  secret?: boolean;
}

function setting<T>(expects: string, schema: z.ZodType<T, string | undefined>, options: { secret?: boolean } = {}): Setting<T> {
  return { expects, schema, ...options };
}

const wholeNumber = (min: number, max: number) => z.string().regex(/^\d+$/).transform(Number).pipe(z.number().int().min(min).max(max));
/** An address without trailing slashes, so callers append paths to it. */
const url = (protocol: RegExp) => z.url({ protocol }).transform((value) => value.replace(/\/+$/, ''));
const httpUrl = url(/^https?$/);
const text = (fallback: string) => z.string().default(fallback);
const optionalText = z.string().optional();
/** Addresses or CIDR ranges separated by commas. */
const addressesOrRanges = (fallback: string) =>
  z
    .string()
    .default(fallback)
    .transform((v) => v.split(',').map((entry) => entry.trim()))
    .pipe(z.array(z.union([z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()])).min(1));
/** A setting the shop no longer reads: any value stops the start, so a deployment relying on it is told at once. */
const retired = z
  .string()
  .optional()
  .refine((v) => v === undefined)
  .transform(() => undefined);
const trueOrFalse = (fallback: boolean) =>
  z
    .string()
    .toLowerCase()
    .pipe(z.enum(['true', 'false']))
    .transform((v) => v === 'true')
    .default(fallback);

/** SITE_URL when it is unset: the address `npm start` serves on. */
export const DEFAULT_SITE_URL = 'http://localhost:3000';

export const SETTINGS = {
  API_URL: setting('an http(s) address such as https://api.example.sk', httpUrl.optional()),
  DATABASE_URL: setting('a PostgreSQL address such as postgres://user:pass@host/db', url(/^postgres(ql)?$/).optional(), { secret: true }),
  // Unset: 10, or 2 on Vercel (databasePoolSize() in lib/runtime/config/env.ts).
  DATABASE_POOL_SIZE: setting('a whole number of connections from 1 to 1000', wholeNumber(1, 1000).optional()),
  // Unset: .data, or /tmp/storefront-data on Vercel (dataDir() in lib/backend/db/client.ts).
  DATA_DIR: setting('a directory path', optionalText),
  // Unset: DATA_DIR/media (mediaDir() in lib/backend/db/client.ts), so it follows DATA_DIR.
  MEDIA_DIR: setting('a directory path', optionalText),
  // Unset: database on Vercel, else disk (mediaStore() in lib/backend/media/store-setting.ts).
  MEDIA_STORE: setting(
    'disk or database',
    z
      .string()
      .toLowerCase()
      .pipe(z.enum(['disk', 'database']))
      .optional(),
  ),
  // Read by next.config.mjs (lib/runtime/next-cache) when `next start` starts; here so a bad value stops the start.
  REDIS_URL: setting('a Redis/Valkey address such as redis://cache.internal:6379', url(/^rediss?$/).optional(), { secret: true }),
  DEPLOYMENT_ID: setting(
    "1–64 letters, digits, '-' or '_' (read by `next build`)",
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,64}$/)
      .optional(),
  ),
  // Read by Next itself: the same key on every build lets a page of one build call the actions of another.
  NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: setting(
    'a base64 AES key of 16, 24 or 32 bytes (`openssl rand -base64 32`)',
    z
      .string()
      .refine((v) => /^[A-Za-z0-9+/]+={0,2}$/.test(v) && [16, 24, 32].includes(Buffer.from(v, 'base64').length))
      .optional(),
    { secret: true },
  ),
  // Read by next.config.mjs and the build id (lib/runtime/config/next-settings.mjs, which checks the same form); here so a bad value stops the start.
  NEXT_DIST_DIR: setting(
    "one folder name of the project (letters, digits, '.', '-', '_'), e.g. .next-test",
    z
      .string()
      .regex(/^(?!\.+$)[A-Za-z0-9._-]+$/)
      .default('.next'),
  ),
  // Unset stays unset (siteUrl() then uses DEFAULT_SITE_URL): the proxy's origin check trusts only a configured one.
  SITE_URL: setting('an http(s) address such as https://shop.example.sk', httpUrl.optional()),
  PORT: setting('a port number from 1 to 65535', wholeNumber(1, 65_535).optional()),
  HOST: setting('an interface address or host name', text('127.0.0.1')),
  LOG_LEVEL: setting(
    'one of fatal, error, warn, info, debug, trace, silent',
    z
      .string()
      .toLowerCase()
      .pipe(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']))
      .default('info'),
  ),
  // Also read by the OpenTelemetry exporter itself (lib/runtime/tracing/start.ts); here so a bad value stops the start.
  OTEL_EXPORTER_OTLP_ENDPOINT: setting('an http(s) address of an OTLP/HTTP receiver such as http://collector.internal:4318', httpUrl.optional()),
  SHUTDOWN_DELAY_MS: setting('a whole number of milliseconds from 0 to 600000', wholeNumber(0, 600_000).default(5000)),
  // Read by the instance servers (scripts/server.ts, scripts/backend.ts) through lib/runtime/instance/forwarded-for.ts.
  TRUSTED_PROXIES: setting('addresses or CIDR ranges separated by commas (127.0.0.1,::1,10.0.0.0/8)', addressesOrRanges('127.0.0.1,::1')),
  // Counted hops whatever the socket's peer, so a client reaching an instance directly picked its own address.
  TRUSTED_PROXY_HOPS: setting("to be unset (no longer read: list the proxies' addresses in TRUSTED_PROXIES, docs/settings.md)", retired),
  // Read by next.config.mjs when the server starts (compress: false); here so a bad value stops the start.
  BEHIND_NGINX: setting('true or false', trueOrFalse(false)),
  SHARED_CACHE_MAX_AGE: setting('a whole number of seconds from 1 to 86400', wholeNumber(1, 86_400).default(60)),
  // Read by the instance server (scripts/server.ts) and `npm run warm`: docs/decisions/072-warm-cache.md.
  WARM_SECONDS: setting('a whole number of seconds from 0 to 3600', wholeNumber(0, 3600).default(120)),
  // Read by the instance server (scripts/server.ts): lib/runtime/instance/heap-growth.ts.
  HEAP_GROWTH_PERCENT: setting("a whole number of percent from 0 to 300 (0: V8's own factor)", wholeNumber(0, 300).default(50)),
  // `npm run edge` (scripts/edge.ts) only.
  EDGE_PORT: setting('a port number from 1 to 65535', wholeNumber(1, 65_535).default(8080)),
  EDGE_UPSTREAM: setting(
    'host:port of the shop, or several separated by commas (127.0.0.1:3000,127.0.0.1:3001)',
    z
      .string()
      .default('127.0.0.1:3000')
      .transform((v) => v.split(',').map((entry) => entry.trim()))
      .pipe(z.array(z.string().regex(/^[A-Za-z0-9.[\]:-]+:\d{1,5}$/)).min(1)),
  ),
  SHOP_NAME: setting('text', text('SecuriTech')),
  SHOP_COMPANY: setting('text', text('SecuriTech Slovakia s.r.o.')),
  SHOP_STREET: setting('text', text('Priemyselná 12')),
  SHOP_CITY: setting('text', text('Bratislava')),
  SHOP_ZIP: setting('text', text('821 09')),
  SHOP_PHONE: setting('text', text('+421 2 4820 1100')),
  SHOP_EMAIL: setting('an e-mail address', z.email().default('obchod@securitech.sk')),
  SHOP_COMPANY_ID: setting('text', text('47123456')),
  SHOP_TAX_ID: setting('text', text('2023456789')),
  SHOP_VAT_ID: setting('text', text('SK2023456789')),
  SHOP_REGISTER: setting('text', text('Obchodný register Mestského súdu Bratislava III, oddiel Sro, vložka č. 98765/B')),
  SHOP_IBAN: setting('text', text('SK2411000000002612345678')),
  VAT_RATE: setting(
    'a percentage from 0 to 100, such as 23',
    z
      .string()
      .regex(/^\d+(\.\d+)?$/)
      .transform(Number)
      .pipe(z.number().max(100))
      .default(23),
  ),
  PACKETA_API_KEY: setting('text', optionalText, { secret: true }),
  PACKETA_WIDGET_URL: setting('an http(s) address of the widget script', z.url({ protocol: /^https?$/ }).default(PACKETA_LIBRARY_URL)),
  // docs/decisions/061-card-payments.md: card payments go to GoPay when all three are set, else to the local stand-in
  GOPAY_GOID: setting(
    "the shop's GoPay id (digits)",
    z
      .string()
      .regex(/^\d{1,20}$/)
      .optional(),
  ),
  GOPAY_CLIENT_ID: setting('text', optionalText),
  GOPAY_CLIENT_SECRET: setting('text', optionalText, { secret: true }),
  GOPAY_URL: setting('an http(s) address: https://gate.gopay.cz in production', httpUrl.default('https://gw.sandbox.gopay.com')),
  SMTP_URL: setting('an SMTP address such as smtp://user:pass@host:587', z.url({ protocol: /^smtps?$/ }).optional(), { secret: true }),
  MAIL_FROM: setting('an address, or a name and address (Shop <shop@example.sk>)', optionalText),
  // Unset: DATA_DIR/mail (mailDir() in lib/backend/mail/eml-file.ts).
  MAIL_DIR: setting('a directory path', optionalText),
  MAIL_POLL_SECONDS: setting('a whole number of seconds from 1 to 3600', wholeNumber(1, 3600).default(5)),
  MAIL_SENDER: setting('true or false', trueOrFalse(true)),
  // Unset: DATA_DIR/e-invoices (eInvoiceOutboxDir() in lib/backend/e-invoices/directory-provider.ts).
  E_INVOICE_OUTBOX_DIR: setting('a directory path', optionalText),
  REVALIDATE_SECRET: setting('text', optionalText, { secret: true }),
  // docs/decisions/070-vercel.md: GET /api/cron/outbox answers a scheduler that sends it (Vercel Cron does)
  CRON_SECRET: setting('text of at least 16 characters', z.string().min(16).optional(), { secret: true }),
  // docs/decisions/068-metrics.md: /api/metrics answers a scrape that sends it, from any address
  METRICS_TOKEN: setting('text of at least 16 characters', z.string().min(16).optional(), { secret: true }),
  AUTO_ACTIVATE_CUSTOMERS: setting('true or false', trueOrFalse(true)),
  SIGN_UPS_PER_HOUR: setting('a whole number of registrations ≥ 1', wholeNumber(1, 1_000_000).default(20)),
  SESSION_IDLE_DAYS: setting('a whole number of days ≥ 1', wholeNumber(1, 3650).default(14)),
  SESSION_MAX_DAYS: setting('a whole number of days ≥ 1', wholeNumber(1, 3650).default(60)),
  // docs/decisions/058-trade-terms.md: an order on account is refused while an invoice is unpaid longer than this past its due date
  CREDIT_GRACE_DAYS: setting('a whole number of days from 0 to 365', wholeNumber(0, 365).default(7)),
  UPSTREAM_TIMEOUT_MS: setting('a whole number of milliseconds ≥ 1', wholeNumber(1, 600_000).default(10_000)),
  UV_THREADPOOL_SIZE: setting('a whole number of threads from 1 to 1024', wholeNumber(1, 1024).default(4)),
  // Any value but 1 leaves the hooks off, never an error: a typo must not turn them on or stop production.
  E2E_TEST_HOOKS: setting(
    '1 (the e2e runner only)',
    z
      .string()
      .optional()
      .transform((v) => v === '1'),
  ),
} as const;

export type SettingName = keyof typeof SETTINGS;
export type Settings = { readonly [N in SettingName]: z.output<(typeof SETTINGS)[N]['schema']> };
