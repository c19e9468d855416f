import v8 from 'node:v8';

/**
 * How far V8 lets the heap grow past what survived its last full collection before it runs the
 * next: `percent` over it (V8's --heap-growing-percent), or V8's own factor for 0, which grows up
 * to four times that on a fast collector. Under the cluster's load run an instance's page reads
 * leave about a megabyte of garbage each, mostly large strings that only a full collection frees:
 * with V8's factor the heap grew to 520–750 MB before one ran, and 50 % held it near 300–450 MB
 * for four full collections a minute instead of one, under 1 % of the run's time either way
 * (docs/performance.md). Node accepts the flag only from code (not in NODE_OPTIONS); V8 reads it
 * at each collection, so it holds from the first one after this call.
 */
export function limitHeapGrowth(percent: number, setFlags: (flags: string) => void = v8.setFlagsFromString): void {
  if (percent > 0) setFlags(`--heap-growing-percent=${percent}`);
}
