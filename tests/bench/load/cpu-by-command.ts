import fs from 'node:fs';

/** Clock ticks per second of /proc/<pid>/stat's CPU times (USER_HZ: 100 on Linux). */
const TICKS_PER_SECOND = 100;

/** The command name and CPU ticks (user + system) of one /proc/<pid>/stat line; null when unreadable. */
export function statTicks(stat: string): { command: string; ticks: number } | null {
  const open = stat.indexOf('(');
  const close = stat.lastIndexOf(')');
  if (open < 0 || close < open) return null;
  // after the command: field 3 (state) on; utime and stime are fields 14 and 15
  const fields = stat.slice(close + 2).split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  return Number.isFinite(ticks) ? { command: stat.slice(open + 1, close), ticks } : null;
}

/** CPU ticks of every process on the machine now, summed by command name (next-server, postgres, nginx, node…). */
export function cpuTicksByCommand(): Map<string, number> {
  const totals = new Map<string, number>();
  for (const pid of fs.readdirSync('/proc').filter((entry) => /^\d+$/.test(entry))) {
    let stat: string;
    try {
      stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    } catch {
      continue; // gone meanwhile
    }
    const read = statTicks(stat);
    if (read) totals.set(read.command, (totals.get(read.command) ?? 0) + read.ticks);
  }
  return totals;
}

/**
 * Cores each command used between two readings `seconds` apart, most first (processes alive at both
 * readings: a process that started or ended between them counts only its part while alive at the second).
 */
export function coresByCommand(before: ReadonlyMap<string, number>, after: ReadonlyMap<string, number>, seconds: number): Array<[string, number]> {
  return [...after]
    .map(([command, ticks]): [string, number] => [command, Math.max(0, ticks - (before.get(command) ?? 0)) / TICKS_PER_SECOND / seconds])
    .filter(([, cores]) => cores > 0)
    .sort((a, b) => b[1] - a[1]);
}
