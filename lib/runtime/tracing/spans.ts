/**
 * The shop's own spans (the backend call, its SQL statements), written without importing
 * OpenTelemetry: with OTEL_EXPORTER_OTLP_ENDPOINT unset nothing registers a tracer here and every
 * helper runs its work bare, so a shop without traces loads none of it (docs/decisions/069-traces.md).
 * start.ts registers the tracer when the setting is there.
 */
import type { Attributes, Context, Span, SpanKind, TextMapGetter, TextMapSetter, Tracer } from '@opentelemetry/api';

/** What start.ts hands over: the tracer and the two pieces of the API the helpers need. */
export interface ShopTracing {
  tracer: Tracer;
  /** Writes the active span's `traceparent` into outgoing headers (the remote backend's call). */
  inject(carrier: Headers, setter: TextMapSetter<Headers>): void;
  /** The caller's trace from incoming headers (`npm run backend` behind the storefront). */
  extract(carrier: IncomingHeaders, getter: TextMapGetter<IncomingHeaders>): Context;
  /** SpanStatusCode.ERROR */
  errorStatus: number;
  /** SpanKind.CLIENT and SpanKind.SERVER */
  clientKind: SpanKind;
  serverKind: SpanKind;
}

/** node:http's request headers. */
export type IncomingHeaders = Record<string, string | string[] | undefined>;

type GlobalWithTracing = typeof globalThis & { __storefrontTracing?: ShopTracing };

// On globalThis: instrumentation.ts registers it inside Next's bundle, and the route handlers, pages
// and the instance server's fast path each load their own copy of this module.
const g = globalThis as GlobalWithTracing;

/** Registers the tracer (start.ts, once, when the setting is there). */
export function setShopTracing(tracing: ShopTracing): void {
  g.__storefrontTracing = tracing;
}

/** Whether traces are on in this process. */
export function tracingOn(): boolean {
  return g.__storefrontTracing !== undefined;
}

type After<T> = (result: T, span: Span) => void;

async function inSpan<T>(
  tracing: ShopTracing,
  name: string,
  kind: SpanKind,
  attributes: Attributes,
  parent: Context | undefined,
  work: () => Promise<T>,
  after?: After<T>,
): Promise<T> {
  const run = async (span: Span) => {
    try {
      const result = await work();
      after?.(result, span);
      return result;
    } catch (error) {
      span.setStatus({ code: tracing.errorStatus, message: error instanceof Error ? error.name : 'error' });
      throw error;
    } finally {
      span.end();
    }
  };
  const options = { kind, attributes };
  return parent ? tracing.tracer.startActiveSpan(name, options, parent, run) : tracing.tracer.startActiveSpan(name, options, run);
}

/**
 * Runs `work` inside a client span `name` (a child of the active span, so of the page's or the
 * call's), ended when `work` settles and marked failed when it throws; `work` is called bare
 * when traces are off. `after` adds attributes known only from the result.
 */
export function inClientSpan<T>(name: string, attributes: Attributes, work: () => Promise<T>, after?: After<T>): Promise<T> {
  const tracing = g.__storefrontTracing;
  return tracing ? inSpan(tracing, name, tracing.clientKind, attributes, undefined, work, after) : work();
}

const headerGetter: TextMapGetter<IncomingHeaders> = {
  keys: (carrier) => Object.keys(carrier),
  get: (carrier, key) => carrier[key],
};

/** As inClientSpan, for a request this process serves: a server span, a child of the caller's span when its `traceparent` names one. */
export function inServerSpan<T>(name: string, headers: IncomingHeaders, attributes: Attributes, work: () => Promise<T>, after?: After<T>): Promise<T> {
  const tracing = g.__storefrontTracing;
  return tracing ? inSpan(tracing, name, tracing.serverKind, attributes, tracing.extract(headers, headerGetter), work, after) : work();
}

const headerSetter: TextMapSetter<Headers> = { set: (carrier, key, value) => carrier.set(key, value) };

/** Adds `traceparent` (W3C) to headers sent to a remote backend, so its spans join the page's trace. */
export function injectTraceContext(headers: Headers): void {
  g.__storefrontTracing?.inject(headers, headerSetter);
}
