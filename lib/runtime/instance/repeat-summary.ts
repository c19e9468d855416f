/**
 * Holds back lines that repeat: a library whose server is gone (the Redis client reconnecting every
 * few milliseconds) would otherwise write hundreds of lines a minute, burying the one that says
 * what failed. The first line of a kind is written at once; repeats within the window are counted,
 * and one summary line says how many were held back once the window has passed
 * (docs/deploying.md#logs). Lines differing only in numbers (attempt 7, retrying in 400ms) are one kind.
 */
export interface RepeatSummary<Tag> {
  /** Whether this line is written now; repeats of a kind within the window are only counted. */
  admit(line: string, tag: Tag): boolean;
  /** The kinds whose window has passed with lines held back: their first line's tag and the count, each given once. */
  due(): Array<{ tag: Tag; repeated: number }>;
}

/** Kinds remembered at most: beyond it the oldest is forgotten (its held-back count goes unsummarised). */
const MAX_KINDS = 200;

const kindOf = (line: string) => line.replace(/\d+/g, '#');

export function repeatSummary<Tag>(windowMs: number, now: () => number = Date.now): RepeatSummary<Tag> {
  const kinds = new Map<string, { tag: Tag; since: number; held: number }>();

  function due() {
    const summaries: Array<{ tag: Tag; repeated: number }> = [];
    const at = now();
    for (const [kind, entry] of kinds) {
      if (at - entry.since < windowMs) continue;
      if (entry.held > 0) summaries.push({ tag: entry.tag, repeated: entry.held });
      kinds.delete(kind);
    }
    return summaries;
  }

  function admit(line: string, tag: Tag) {
    const kind = kindOf(line);
    const entry = kinds.get(kind);
    if (entry && now() - entry.since < windowMs) {
      entry.held += 1;
      return false;
    }
    kinds.delete(kind);
    if (kinds.size >= MAX_KINDS) kinds.delete(kinds.keys().next().value as string);
    kinds.set(kind, { tag, since: now(), held: 0 });
    return true;
  }

  return { admit, due };
}
