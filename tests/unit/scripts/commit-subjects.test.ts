/**
 * @jest-environment node
 */
import { longSubjects, MAX_SUBJECT_LENGTH, parseLog } from '@/scripts/lib/commit-subjects';

describe('commit subjects', () => {
  it('flags a subject longer than the limit and keeps one at the limit', () => {
    const atLimit = { hash: 'a1', subject: 'x'.repeat(MAX_SUBJECT_LENGTH) };
    const over = { hash: 'b2', subject: 'x'.repeat(MAX_SUBJECT_LENGTH + 1) };
    expect(longSubjects([atLimit, over])).toEqual([over]);
  });

  it('counts characters, not bytes', () => {
    const slovak = { hash: 'c3', subject: 'ž'.repeat(MAX_SUBJECT_LENGTH) };
    expect(longSubjects([slovak])).toEqual([]);
  });

  it('reads hash and subject from git log output', () => {
    expect(parseLog('abc\0Fix the basket\ndef\0Add a page\n')).toEqual([
      { hash: 'abc', subject: 'Fix the basket' },
      { hash: 'def', subject: 'Add a page' },
    ]);
  });
});
