/** @jest-environment node */
import { coresByCommand, cpuTicksByCommand, statTicks } from '@/tests/bench/load/cpu-by-command';

describe('CPU by command', () => {
  it('reads the command and its user + system ticks from a /proc/<pid>/stat line, spaces in the name included', () => {
    const line = '4242 (next-server (v16)) S 4200 4200 4200 0 -1 4194560 90000 0 12 0 1500 230 0 0 20 0 11 0 5000 1200000000 150000 18446744073709551615';
    expect(statTicks(line)).toEqual({ command: 'next-server (v16)', ticks: 1730 });
  });

  it('gives the cores each command used between two readings, most first', () => {
    const before = new Map([
      ['postgres', 100],
      ['nginx', 50],
    ]);
    const after = new Map([
      ['postgres', 1100],
      ['nginx', 150],
      ['redis-server', 200],
    ]);
    expect(coresByCommand(before, after, 10)).toEqual([
      ['postgres', 1],
      ['redis-server', 0.2],
      ['nginx', 0.1],
    ]);
  });

  it('finds this very process among the machine’s', () => {
    expect(cpuTicksByCommand().size).toBeGreaterThan(1);
  });
});
