/** One series' value in a scrape of Prometheus' text format: `name{labels} value`. */
export interface Sample {
  name: string;
  labels: Readonly<Record<string, string>>;
  value: number;
}

const SAMPLE = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})?\s+(\S+)/;
const LABEL = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g;

/** A number as the format writes it: `+Inf`, `-Inf` and `NaN` included. */
export function promNumber(text: string): number {
  if (text === '+Inf') return Infinity;
  if (text === '-Inf') return -Infinity;
  return Number(text);
}

/** Every sample of a scrape (comments and blank lines skipped; label values unescaped). */
export function parsePrometheusText(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    const match = SAMPLE.exec(line);
    if (!match || line.startsWith('#')) continue;
    const labels: Record<string, string> = {};
    for (const [, name, raw] of (match[2] ?? '').matchAll(LABEL)) {
      labels[name!] = raw!.replace(/\\(.)/g, (_, c: string) => (c === 'n' ? '\n' : c));
    }
    samples.push({ name: match[1]!, labels, value: promNumber(match[3]!) });
  }
  return samples;
}

/** The sum of the series named `name` whose labels include `where` (0 when there is none). */
export function sumOf(samples: readonly Sample[], name: string, where: Readonly<Record<string, string>> = {}): number {
  return samples
    .filter((s) => s.name === name && Object.entries(where).every(([label, value]) => s.labels[label] === value))
    .reduce((sum, s) => sum + s.value, 0);
}
