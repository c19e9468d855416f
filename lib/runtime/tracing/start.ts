/**
 * Starts OpenTelemetry (instrumentation.ts, and `npm run backend`, only when
 * OTEL_EXPORTER_OTLP_ENDPOINT is set): a Node tracer provider that exports to that endpoint over
 * OTLP/HTTP (JSON), registered globally so Next's own spans go there too, and handed to spans.ts for
 * the shop's own. Every module of OpenTelemetry is imported here, on demand, and nowhere else.
 */
import type { SpanProcessor } from '@opentelemetry/sdk-trace-base';
import { onStop } from '../instance/graceful-stop';
import { currentRequestId } from '../instance/request-context';
import { setShopTracing, tracingOn } from './spans';

/** The attribute every span of a request carries: the id the instance server gave it (X-Request-Id, the log lines' reqId). */
export const REQUEST_ID_ATTRIBUTE = 'shop.request_id';

/** Names each span with the request id as it starts, so any span (a SQL statement's too) leads to the request's log lines. */
const requestIdProcessor: SpanProcessor = {
  onStart(span) {
    const requestId = currentRequestId();
    if (requestId) span.setAttribute(REQUEST_ID_ATTRIBUTE, requestId);
  },
  onEnd() {},
  forceFlush: () => Promise.resolve(),
  shutdown: () => Promise.resolve(),
};

/**
 * Registers the provider once per process. The endpoint, headers and service name come from the
 * standard OTEL_* variables, which the exporter and the resource detector read themselves.
 */
export async function startTracing(serviceName: string): Promise<void> {
  if (tracingOn()) return;
  const api = await import('@opentelemetry/api');
  const { NodeTracerProvider, BatchSpanProcessor } = await import('@opentelemetry/sdk-trace-node');
  const { OTLPTraceExporter } = await import('@opentelemetry/exporter-trace-otlp-http');
  const { detectResources, envDetector, resourceFromAttributes } = await import('@opentelemetry/resources');
  // OTEL_SERVICE_NAME and OTEL_RESOURCE_ATTRIBUTES, when set, win over the default name
  const resource = resourceFromAttributes({ 'service.name': serviceName }).merge(detectResources({ detectors: [envDetector] }));
  const provider = new NodeTracerProvider({
    resource,
    spanProcessors: [requestIdProcessor, new BatchSpanProcessor(new OTLPTraceExporter())],
  });
  // the global provider (Next's spans), the AsyncLocalStorage context and the W3C propagator
  provider.register();
  setShopTracing({
    tracer: provider.getTracer('storefront'),
    inject: (carrier, setter) => api.propagation.inject(api.context.active(), carrier, setter),
    extract: (carrier, getter) => api.propagation.extract(api.ROOT_CONTEXT, carrier, getter),
    errorStatus: api.SpanStatusCode.ERROR,
    clientKind: api.SpanKind.CLIENT,
    serverKind: api.SpanKind.SERVER,
  });
  // after the last request of a graceful stop: the spans still batched are sent, not lost
  onStop(() => provider.shutdown());
}
