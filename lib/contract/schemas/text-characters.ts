import * as z from 'zod/mini';

// The one character rule of every text a call takes (form fields, the lookup's codes, path parameters):
// C0 control characters have no place in a name, an address or a code (PostgreSQL cannot even store a
// NUL, which made such a call a 500), and the bidirectional embeddings, overrides and isolates
// (U+202A–U+202E, U+2066–U+2069) make stored text display other than it reads ("Trojan Source"
// spoofing in order lists and e-mails). A multi-line field (a message, the order note) keeps tab and
// newline. Lone surrogates cannot be encoded as UTF-8 (a JSON parameter with one is refused by the
// database), so they are refused too.
const SINGLE_LINE_FORBIDDEN = /[\u0000-\u001f\u202a-\u202e\u2066-\u2069]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const MULTI_LINE_FORBIDDEN = /[\u0000-\u0008\u000b-\u001f\u202a-\u202e\u2066-\u2069]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** The validation message (a `Forms` key) and so the backend's reason: `messages.validation.<field>.invalidCharacters`. */
export const INVALID_CHARACTERS = 'forms.invalidCharacters';

export interface TextOptions {
  /** tab and newline allowed (a textarea) */
  multiLine?: boolean;
}

/** True when `value` holds a character no text field takes (see above). */
export function hasInvalidCharacters(value: string, { multiLine = false }: TextOptions = {}): boolean {
  return (multiLine ? MULTI_LINE_FORBIDDEN : SINGLE_LINE_FORBIDDEN).test(value);
}

/**
 * The base of every string a request schema takes: a string without the refused characters. Its check
 * runs first, so a field with such a character is reported as that, not as too long or malformed.
 */
export function textInput(options: TextOptions = {}) {
  return z.string().check(z.refine((value) => !hasInvalidCharacters(value, options), INVALID_CHARACTERS));
}
