/** @jest-environment node */
import { emailSchema, isValidEmail } from '@/lib/contract/schemas/common';

const messageOf = (value: string) => emailSchema.safeParse(value).error?.issues[0]?.message;

describe('emailSchema (docs/rules.md#validation)', () => {
  it.each(['jan.novak@firma.sk', 'a+b@sub.example.com', 'x@localhost'])('accepts %s', (email) => {
    expect(emailSchema.safeParse(email).success).toBe(true);
  });

  it('trims the address', () => {
    expect(emailSchema.parse('  jan@firma.sk ')).toBe('jan@firma.sk');
  });

  it('asks for a value when empty', () => {
    expect(messageOf('')).toBe('forms.required');
    expect(messageOf('   ')).toBe('forms.required');
  });

  it.each(['jan', 'jan@', '@firma.sk', 'jan@@firma.sk', 'ján@firma.sk', 'jan@-firma.sk', 'jan novák@firma.sk'])('rejects %s', (email) => {
    expect(messageOf(email)).toBe('forms.invalidEmail');
  });

  it('allows 64 characters before the @ but not 65', () => {
    expect(isValidEmail(`${'a'.repeat(64)}@firma.sk`)).toBe(true);
    expect(isValidEmail(`${'a'.repeat(65)}@firma.sk`)).toBe(false);
  });

  it('allows 254 characters in all but not 255', () => {
    const domain = (length: number) => `${'b'.repeat(60)}.${'c'.repeat(60)}.${'d'.repeat(60)}.${'e'.repeat(length - 183)}`;
    const at254 = `${'a'.repeat(64)}@${domain(189)}`;
    expect(at254).toHaveLength(254);
    expect(isValidEmail(at254)).toBe(true);
    expect(isValidEmail(`${'a'.repeat(64)}@${domain(190)}`)).toBe(false);
  });
});
