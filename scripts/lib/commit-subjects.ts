/**
 * The commit-subject rule: a subject says what changed in at most 72 characters, the body says why
 * (a subject that long is cut off by `git log --oneline`, GitHub and most mail clients).
 */
export const MAX_SUBJECT_LENGTH = 72;

/**
 * The history the rule holds for: commits after this one (the older history predates the rule and
 * is not rewritten).
 */
export const RULE_SINCE = '2124b8a';

export interface Commit {
  hash: string;
  subject: string;
}

/** The commits whose subject is longer than the rule allows, counted in characters, not bytes. */
export function longSubjects(commits: readonly Commit[]): Commit[] {
  return commits.filter(({ subject }) => [...subject].length > MAX_SUBJECT_LENGTH);
}

/**
 * `git log --format=%h%x00%s` output as commits. Merge commits are left out by the caller
 * (`--no-merges`): git writes their subjects itself ("Merge branch '…' into …").
 */
export function parseLog(output: string): Commit[] {
  return output
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [hash = '', subject = ''] = line.split('\0');
      return { hash, subject };
    });
}
