import type { Logger } from '../../lib/runtime/instance/log';

const MB = 1024 * 1024;

/**
 * The bench's view into next-server (`--memory-report`, passed only by tests/bench/server.ts): on
 * SIGUSR2, one log line `memory` with process.memoryUsage() in MB, so the resident set after the
 * load run can be split into V8's heap, memory outside it (ArrayBuffers, WebAssembly) and the rest.
 * A signal, not a route: nothing of it is reachable over the network, and it is off unless asked for.
 */
export function reportMemoryOnSignal(log: Logger): void {
  process.on('SIGUSR2', () => {
    const usage = process.memoryUsage();
    log.info({ memoryMb: Object.fromEntries(Object.entries(usage).map(([name, bytes]) => [name, Math.round(bytes / MB)])) }, 'memory');
  });
}
