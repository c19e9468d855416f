/** @jest-environment node */
import fs from 'node:fs';

// The README is the front door: what the shop is, the two commands, the map and links into docs/.
// Everything longer belongs in docs/, so a newcomer finds the commands without scrolling.
const README_MAX_BYTES = 12 * 1024;

describe('README', () => {
  const readme = fs.readFileSync('README.md', 'utf8');

  it('stays within 12 KB', () => {
    expect(Buffer.byteLength(readme, 'utf8')).toBeLessThanOrEqual(README_MAX_BYTES);
  });

  it('gives exactly the test command CI runs (.ci/run)', () => {
    const ciCommand = fs
      .readFileSync('.ci/run', 'utf8')
      .split('\n')
      .find((line) => line.includes('npm test'))
      ?.trim();
    const block = readme.split('## Quick start')[1]?.split('```')[1] ?? '';
    // the block's first line is its language tag (sh)
    const commands = block
      .split('\n')
      .slice(1)
      .map((line) => line.split('#')[0]!.trim())
      .filter(Boolean);
    expect(commands).toEqual(['npm install && npm start', ciCommand]);
  });

  it('names both demo sign-ins the seed creates in the quick start', () => {
    const quickStart = readme.split('## Quick start')[1]?.split('\n## ')[0] ?? '';
    for (const text of ['demo@securitech.sk', 'montaz@securitech.sk', 'technik@securitech.sk', 'uctovnik@securitech.sk', 'Demo1234!', 'Montážnik', 'Základný'])
      expect(quickStart).toContain(text);
  });

  it('links every page of docs/', () => {
    const pages = fs.readdirSync('docs').filter((name) => name.endsWith('.md'));
    for (const page of pages) expect(readme).toContain(`(docs/${page})`);
  });
});
