/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * deploy/prometheus as an operator installs it, checked by Prometheus' own promtool: the scrape
 * config and the alert rules load, and every alert fires on the synthetic series of
 * shop-alerts.test.yml (and stays quiet on the healthy ones there).
 */

const PROMTOOL = '/usr/bin/promtool';
const DIR = path.resolve(__dirname, '../../../deploy/prometheus');

function promtool(...args: string[]) {
  if (!fs.existsSync(PROMTOOL)) {
    throw new Error("promtool not found: install Debian's package with `apt-get install prometheus` (scripts/test.sh does it when missing).");
  }
  const run = spawnSync(PROMTOOL, args, { cwd: DIR, encoding: 'utf8' });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

describe('deploy/prometheus', () => {
  it('holds a scrape config promtool accepts, with the alert rules it names', () => {
    const checked = promtool('check', 'config', '--syntax-only', 'prometheus.yml');
    expect(checked.output).toContain('SUCCESS');
    expect(checked.status).toBe(0);
  });

  it('holds alert rules promtool accepts', () => {
    const checked = promtool('check', 'rules', 'shop-alerts.yml');
    expect(checked.output).toMatch(/SUCCESS: \d+ rules found/);
    expect(checked.status).toBe(0);
  });

  it('fires each alert on the synthetic series of its test, and only there', () => {
    const tested = promtool('test', 'rules', 'shop-alerts.test.yml');
    expect(tested.output).toContain('SUCCESS');
    expect(tested.status).toBe(0);
    // every alert of the rules is shown firing by the test file
    const alerts = [...fs.readFileSync(path.join(DIR, 'shop-alerts.yml'), 'utf8').matchAll(/- alert: (\w+)/g)].map((m) => m[1]);
    const tests = fs.readFileSync(path.join(DIR, 'shop-alerts.test.yml'), 'utf8');
    for (const alert of new Set(alerts)) expect(tests).toMatch(new RegExp(`alertname: ${alert}\\n\\s+exp_alerts:\\n\\s+- exp_labels`));
  });
});
