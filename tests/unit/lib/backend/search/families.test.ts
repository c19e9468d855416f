/** @jest-environment node */
import { familyKey, familyText, numeralForm } from '@/lib/backend/search/families';

// The stems are what search_stems (migration 0005) makes of the words: 'pohybu' → 'pohyb', 'pohybové' → 'pohybov',
// 'detektor' → 'detektr'; each family's forms must meet in one key.
describe('familyKey', () => {
  it.each([
    ['pohyb', 'pohyb'], // pohyb, pohybu
    ['pohybov', 'pohyb'], // pohybový, pohybové, pohybová
    ['dym', 'dym'], // dymu
    ['dymov', 'dym'], // dymový
    ['poziar', 'poziar'], // požiaru
    ['poziarn', 'poziar'], // požiarny
    ['teplt', 'teplt'], // teploty (the stemmer drops the o of 'teplot')
    ['teplotn', 'teplt'], // teplotný
    ['magnt', 'magnt'], // magnet
    ['magnetick', 'magnt'], // magnetický
    ['kamr', 'kamr'], // kamera, kamery, kamier
    ['kamerov', 'kamr'], // kamerový: the vowel the stemmer drops from 'kamer'
  ])('%s → %s', (stem, key) => {
    expect(familyKey(stem)).toBe(key);
  });

  it('keeps two-wire and wireless apart', () => {
    // dvojdrôtový, bezdrôtový, drôtový
    expect(new Set([familyKey('dvojdrotov'), familyKey('bezdrotov'), familyKey('drotov')]).size).toBe(3);
  });

  it('leaves codes and short stems alone', () => {
    expect(familyKey('hub2')).toBe('hub2');
    expect(familyKey('4mpx')).toBe('4mpx');
    // 'zón': cutting the n would leave two letters
    expect(familyKey('zon')).toBe('zon');
  });

  it('keys padded stems one by one, padded', () => {
    expect(familyText(' pohybov detektr ')).toBe(' pohyb detektr ');
    expect(familyText(' ')).toBe(' ');
  });
});

describe('numeralForm', () => {
  it('writes a leading counting word as its digit', () => {
    expect(numeralForm('dvojdrotovy')).toBe('2drotovy');
    expect(numeralForm('jednotlacidlovy')).toBe('1tlacidlovy');
    expect(numeralForm('trojpasmovy')).toBe('3pasmovy');
  });

  it('leaves other words alone, and a counting word with too little after it', () => {
    expect(numeralForm('drotovy')).toBeNull();
    expect(numeralForm('dvojka')).toBeNull();
  });
});
