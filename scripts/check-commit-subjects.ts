/**
 * `npm run check`'s commit-subject step: fails when a commit after RULE_SINCE (merges aside) has a
 * subject longer than MAX_SUBJECT_LENGTH characters, naming each one.
 */
import { execFileSync } from 'node:child_process';
import { longSubjects, MAX_SUBJECT_LENGTH, parseLog, RULE_SINCE } from './lib/commit-subjects';

function git(...args: string[]): string {
  return execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

try {
  git('rev-parse', '--verify', '--quiet', `${RULE_SINCE}^{commit}`);
} catch {
  // a shallow clone or an export without history: nothing to check against
  console.warn(`Commit subjects not checked: commit ${RULE_SINCE} is not in this clone's history.`);
  process.exit(0);
}

const long = longSubjects(parseLog(git('log', '--no-merges', '--format=%h%x00%s', `${RULE_SINCE}..HEAD`)));
for (const { hash, subject } of long) {
  console.error(`${hash}: subject of ${[...subject].length} characters (at most ${MAX_SUBJECT_LENGTH}): ${subject}`);
}
if (long.length > 0) {
  console.error('Say what changed in the subject and why in the body (git commit --amend, or git rebase -i to reword).');
  process.exit(1);
}
