/**
 * @jest-environment node
 */
// Issue 49 item 4: traces cost nothing without OTEL_EXPORTER_OTLP_ENDPOINT. Each OpenTelemetry
// package records here when a module loads it (the factory runs on the first require only); with
// the setting, the same register() loads them, so the first test can fail.
const mockLoaded: string[] = [];
jest.mock('@opentelemetry/api', () => (mockLoaded.push('@opentelemetry/api'), jest.requireActual('@opentelemetry/api')));
jest.mock('@opentelemetry/sdk-trace-node', () => (mockLoaded.push('@opentelemetry/sdk-trace-node'), jest.requireActual('@opentelemetry/sdk-trace-node')));
jest.mock('@opentelemetry/sdk-trace-base', () => (mockLoaded.push('@opentelemetry/sdk-trace-base'), jest.requireActual('@opentelemetry/sdk-trace-base')));
jest.mock(
  '@opentelemetry/exporter-trace-otlp-http',
  () => (mockLoaded.push('@opentelemetry/exporter-trace-otlp-http'), jest.requireActual('@opentelemetry/exporter-trace-otlp-http')),
);
jest.mock('@opentelemetry/resources', () => (mockLoaded.push('@opentelemetry/resources'), jest.requireActual('@opentelemetry/resources')));

import { register } from '@/instrumentation';
import { tracingOn } from '@/lib/runtime/tracing/spans';

const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
});

// API_URL set: register() stops before opening an embedded database, after the tracing step
const SERVER = { NEXT_RUNTIME: 'nodejs', API_URL: 'http://127.0.0.1:9' };

test('without OTEL_EXPORTER_OTLP_ENDPOINT, register() loads no OpenTelemetry module and traces stay off', async () => {
  process.env = { ...saved, ...SERVER };
  delete process.env.OTEL_EXPORTER_OTLP_ENDPOINT;
  await register();
  expect(mockLoaded).toEqual([]);
  expect(tracingOn()).toBe(false);
});

test('with it, register() starts the SDK', async () => {
  process.env = { ...saved, ...SERVER, OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:9' };
  await register();
  expect(mockLoaded).toEqual(expect.arrayContaining(['@opentelemetry/api', '@opentelemetry/sdk-trace-node', '@opentelemetry/exporter-trace-otlp-http']));
  expect(tracingOn()).toBe(true);
});
