import * as z from 'zod/mini';
import { emailSchema, newPasswordSchema, optionalText, requiredText } from '@/lib/contract/schemas/common';
import { companyIdSchema, phoneSchema } from '@/lib/contract/schemas/company-ids';
import { hasInvalidCharacters, INVALID_CHARACTERS, textInput } from '@/lib/contract/schemas/text-characters';
import { validationErrors } from '@/lib/backend/request-body';

// every C0 control but tab and newline, and the bidirectional embeddings, overrides and isolates
const ALWAYS_REFUSED = [
  ...Array.from({ length: 0x20 }, (_, code) => code).filter((code) => code !== 0x09 && code !== 0x0a),
  0x202a,
  0x202b,
  0x202c,
  0x202d,
  0x202e,
  0x2066,
  0x2067,
  0x2068,
  0x2069,
].map((code) => String.fromCharCode(code));

const hex = (char: string) => `U+${char.charCodeAt(0).toString(16).padStart(4, '0').toUpperCase()}`;

describe('the text character rule', () => {
  it.each(ALWAYS_REFUSED.map((char) => [hex(char), char]))('refuses %s in any field', (_, char) => {
    expect(hasInvalidCharacters(`Ján${char}ko`)).toBe(true);
    expect(hasInvalidCharacters(`Ján${char}ko`, { multiLine: true })).toBe(true);
  });

  it('lets tab and newline into a multi-line field only', () => {
    for (const char of ['\t', '\n']) {
      expect(hasInvalidCharacters(`riadok 1${char}riadok 2`)).toBe(true);
      expect(hasInvalidCharacters(`riadok 1${char}riadok 2`, { multiLine: true })).toBe(false);
    }
  });

  it('refuses a lone surrogate (no UTF-8 for it) but takes a pair', () => {
    expect(hasInvalidCharacters('kamera\ud83d')).toBe(true);
    expect(hasInvalidCharacters('\ude00kamera')).toBe(true);
    expect(hasInvalidCharacters('kamera 📷')).toBe(false);
  });

  it('takes what people write: Slovak, Hebrew, emoji, the bidi marks that are not overrides', () => {
    for (const text of ['Ľubomír Šťastný, Žilina', 'Straße 5/B', 'שלום', 'kamera 📷🔒', 'a\u200fb\u200ec', 'DS-2CD2043G2-I (2,8 mm)', '\u00a0Ján']) {
      expect(hasInvalidCharacters(text)).toBe(false);
    }
  });
});

describe('every request text schema carries the rule first', () => {
  const schemas = {
    'textInput()': textInput(),
    'requiredText()': requiredText(10),
    'optionalText()': optionalText(10),
    emailSchema,
    newPasswordSchema,
    phoneSchema,
    companyIdSchema,
  };

  it.each(Object.entries(schemas))('%s answers invalidCharacters for a NUL and for U+202E', (_, schema) => {
    for (const value of ['a\u0000b', 'ab\u202ecd@x.sk', '\u0000']) {
      const result = z.safeParse(z.object({ field: schema }), { field: value });
      expect(result.success).toBe(false);
      // the backend's key: the reason is the first issue of the field, not "too long" or "malformed"
      expect(validationErrors(result.error!.issues)).toEqual([{ key: 'field', code: 'messages.validation.field.invalidCharacters' }]);
    }
  });

  it('a multi-line text takes newlines and tabs and still refuses a NUL', () => {
    const message = requiredText(100, { multiLine: true });
    expect(z.safeParse(message, 'Dobrý deň,\n\tmám otázku.').success).toBe(true);
    const refused = z.safeParse(message, 'Dobrý deň\u0000');
    expect(refused.error?.issues[0]?.message).toBe(INVALID_CHARACTERS);
    expect(z.safeParse(requiredText(100), 'riadok\nriadok').error?.issues[0]?.message).toBe(INVALID_CHARACTERS);
  });
});
