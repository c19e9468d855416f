import 'server-only';

/**
 * Word families (decisions/062): search_stems (migration 0005) cuts case and number endings, so
 * 'pohybu' is 'pohyb' but the adjective 'pohybové' is 'pohybov'. A family key cuts one adjective
 * ending more from a stem (-ov 'pohybový', -n 'požiarny', -ick 'magnetický', -sk) and joins the
 * vowel variants the stemmer joins ('kamerový' → 'kamer' → 'kamr', as 'kamera'). Keys are compared
 * whole, like stems, so 'dvojdrôtový' ('dvojdrot') never meets 'bezdrôtový' ('bezdrot').
 */
const ADJECTIVE_ENDINGS = ['ick', 'ov', 'sk', 'n'] as const;
/** A key keeps at least this many letters: 'dymový' → 'dym', but 'zón' ('zon') stays. */
const ROOT_MIN = 3;
/** The stemmer's second rule (migration 0005), for a root the ending was cut from. */
const MOVABLE_VOWEL = /^([a-z]+[bcdfghjklmnpqrstvwxz])(ie|e|o)([lrkcnt])$/;

/** The family key of one stem: itself when it carries no adjective ending, or has a digit. */
export function familyKey(stem: string): string {
  if (!/^[a-z]+$/.test(stem)) return stem;
  for (const ending of ADJECTIVE_ENDINGS) {
    if (stem.endsWith(ending) && stem.length - ending.length >= ROOT_MIN) return stem.slice(0, -ending.length).replace(MOVABLE_VOWEL, '$1$3');
  }
  return stem.replace(MOVABLE_VOWEL, '$1$3');
}

/** The family keys of padded stems (' pohybov detektor '), padded the same way. */
export function familyText(stems: string): string {
  const keys = stems.trim().split(' ').filter(Boolean).map(familyKey);
  return keys.length === 0 ? ' ' : ` ${keys.join(' ')} `;
}

/** Counting words installers write as a digit: 'dvojdrôtový' is written '2-drôtový' as often. */
const NUMERAL_PREFIXES: ReadonlyArray<readonly [string, string]> = [
  ['jedno', '1'],
  ['dvoj', '2'],
  ['troj', '3'],
  ['stvor', '4'],
];

/** The word with a leading counting word as its digit ('dvojdrotovy' → '2drotovy'), or null. */
export function numeralForm(word: string): string | null {
  for (const [prefix, digit] of NUMERAL_PREFIXES) {
    if (word.startsWith(prefix) && word.length - prefix.length >= ROOT_MIN) return digit + word.slice(prefix.length);
  }
  return null;
}
