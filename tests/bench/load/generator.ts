import { monitorEventLoopDelay } from 'node:perf_hooks';

/**
 * The sampling tick of event-loop delay, here and in prom-client's default metrics on the
 * instances: the histogram records each tick's whole interval, so an idle loop reads this much;
 * the tables show the lag beyond it.
 */
export const TICK_MS = 10;

/** Event-loop lag beyond the tick, in ms. */
export interface LoopLag {
  p50: number;
  p99: number;
  max: number;
}

export const lagBeyondTick = (ms: number) => Math.max(0, ms - TICK_MS);

/** The load generator's own figures over a run: a late loop delays every request it times. */
export interface GeneratorFigures {
  lag: LoopLag;
  /** CPU the bench process used, in cores (1 = one core busy the whole run) */
  cores: number;
}

/** Starts watching this process (the bench); the function returned stops and reads the figures. */
export function watchGenerator(): () => GeneratorFigures {
  const delay = monitorEventLoopDelay({ resolution: TICK_MS });
  const cpu = process.cpuUsage();
  const started = performance.now();
  delay.enable();
  return () => {
    delay.disable();
    const used = process.cpuUsage(cpu);
    const ms = (ns: number) => lagBeyondTick(ns / 1e6);
    return {
      lag: { p50: ms(delay.percentile(50)), p99: ms(delay.percentile(99)), max: ms(delay.max) },
      cores: (used.user + used.system) / 1000 / (performance.now() - started),
    };
  };
}
