import type { Instance } from '../../cluster/support/cluster';
import { nodeProcessesOfGroup, procStatusKb } from '../process-memory';

/** How often each instance's RSS is read during a run. */
export const RSS_EVERY_MS = 1000;

/**
 * Each instance's resident set during a run: VmRSS of /proc/<pid>/status (what `ps -o rss` shows)
 * of its server process, the largest Node process of the instance's process group (npm, which
 * started it, is small), read every RSS_EVERY_MS; `stop()` gives the highest reading of each.
 */
export function watchRss(instances: readonly Instance[]) {
  const pids = instances.map((i) => nodeProcessesOfGroup(i.child.pid ?? 0)[0]?.pid ?? 0);
  const read = () => pids.map((pid) => procStatusKb(pid, 'VmRSS') / 1024);
  const highest = read();
  const note = () => read().forEach((mb, k) => (highest[k] = Math.max(highest[k] ?? 0, mb)));
  const timer = setInterval(note, RSS_EVERY_MS);
  return {
    /** each instance's RSS now, in MB */
    read,
    /** stops reading; each instance's highest RSS of the run, in MB */
    stop(): number[] {
      clearInterval(timer);
      note();
      return highest;
    },
  };
}
