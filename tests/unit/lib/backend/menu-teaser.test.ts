/** @jest-environment node */
import { teaser } from '@/lib/backend/handlers/menu';

describe('menu description teaser', () => {
  it('keeps short text whole and drops tags', () => {
    expect(teaser('<p>Kamery <b>IP</b> a HD.</p>')).toBe('Kamery IP a HD.');
  });

  it('ends at a sentence when one fits', () => {
    const text = `${'Prvá veta je dosť dlhá na to, aby zabrala viac než polovicu limitu textu. '.repeat(2)}Druhá veta sa už nezmestí celá, lebo je príliš dlhá.`;
    const result = teaser(text, 100);
    expect(result.endsWith('.')).toBe(true);
    expect(result.length).toBeLessThanOrEqual(100);
  });

  it('otherwise ends at a whole word with an ellipsis', () => {
    const result = teaser('slovo '.repeat(60), 50);
    expect(result).toMatch(/slovo…$/);
    expect(result.length).toBeLessThanOrEqual(51);
  });
});
