/** The largest file a quick order reads: a bill of materials of 500 lines is a few dozen KB. */
export const MAX_FILE_BYTES = 1024 * 1024;

export type FileText = { text: string } | { error: 'tooLarge' | 'binary' };

// Control characters other than tab, line feed, form feed and carriage return: a text export has none.
const CONTROL = /[\u0000-\u0008\u000B\u000E-\u001F\u007F]/;

function decode(bytes: Uint8Array, encoding: string): string | null {
  try {
    return new TextDecoder(encoding, { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/**
 * The text of an uploaded CSV or TXT as a spreadsheet exports it: UTF-8 with or without BOM, else
 * Windows-1250 (what Slovak Excel writes as "CSV (oddelený bodkočiarkou)"). Over 1 MB, or bytes no
 * text file has (NUL, other control characters), is an error, and nothing is read.
 */
export function spreadsheetText(bytes: Uint8Array): FileText {
  if (bytes.byteLength > MAX_FILE_BYTES) return { error: 'tooLarge' };
  if (bytes.includes(0)) return { error: 'binary' };
  const text = decode(bytes, 'utf-8') ?? decode(bytes, 'windows-1250');
  if (text === null || CONTROL.test(text)) return { error: 'binary' };
  return { text: text.replace(/^\uFEFF/, '') };
}
